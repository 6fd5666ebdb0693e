import { useEffect } from "react";
import { Pause, Play, RotateCcw, RotateCw, X } from "#app/components/ui/icons.tsx";
import { listeningCopy } from "#app/content/listening.ts";
import { brand } from "#shared/content/brand.ts";
import { formatTimestamp } from "#shared/timed-text/serialize.ts";
import {
  closePlayer,
  PLAYBACK_RATES,
  seekTo,
  setRate,
  skip,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  togglePlay,
  useAudioPlayer,
} from "./audio-player.ts";
import { showInMediaSession } from "./media-session.ts";

const roundButton =
  "flex size-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-light";

/**
 * The site's audio player bar: shown while an episode is loaded, docked to the bottom of every
 * page, with the episode's artwork and title, elapsed and remaining time, a seek slider, play and
 * pause, back 15 s and forward 30 s, and the speed. Native controls, so the keyboard and screen
 * readers work as with any form: the slider says where it is ("12:34 of 45:00").
 */
export function AudioPlayerBar() {
  const player = useAudioPlayer();
  useEffect(() => showInMediaSession(player, brand.showName), [player]);
  const episode = player.episode;
  if (!episode) return null;
  const duration = player.durationSeconds;
  const playing = player.status === "playing" || player.status === "loading";
  return (
    <>
      {/* Room below the footer, so the bar never hides the page's last lines. */}
      <div aria-hidden="true" className="h-36 sm:h-20" />
      <section
        aria-label={listeningCopy.region}
        data-testid="audio-player"
        className="fixed inset-x-0 bottom-0 z-50 border-t-2 border-brand-gold bg-gradient-to-r from-brand-blue-dark to-brand-blue text-white shadow-[0_-8px_30px_rgba(15,29,74,0.35)]"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-1.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3 sm:w-72">
            {episode.artwork ? (
              <img
                src={episode.artwork}
                alt=""
                width={44}
                height={44}
                className="size-11 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-11 shrink-0 rounded-lg bg-white/15" />
            )}
            <div className="min-w-0">
              <p className="text-[0.7rem] font-semibold tracking-[0.15em] text-brand-gold-light uppercase">
                {player.status === "loading" ? listeningCopy.loading : listeningCopy.nowPlaying}
              </p>
              <p
                aria-live="polite"
                className="truncate text-sm font-semibold"
                title={episode.name}
                data-testid="audio-player-title"
              >
                {episode.name}
              </p>
            </div>
          </div>
          <div className="flex min-w-0 flex-1 items-center gap-2 text-xs tabular-nums">
            <span data-testid="audio-player-elapsed">{formatTimestamp(player.positionSeconds)}</span>
            <input
              type="range"
              min={0}
              max={duration ?? Math.max(player.positionSeconds, 1)}
              step={1}
              value={Math.floor(player.positionSeconds)}
              onChange={(event) => seekTo(Number(event.currentTarget.value))}
              aria-label={listeningCopy.seek}
              aria-valuetext={listeningCopy.position(player.positionSeconds, duration)}
              className="h-1.5 min-w-0 flex-1 cursor-pointer accent-brand-gold"
            />
            <span data-testid="audio-player-remaining">
              {duration === null
                ? ""
                : listeningCopy.remaining(Math.max(0, duration - player.positionSeconds))}
            </span>
          </div>
          <div className="flex items-center justify-between gap-1 sm:justify-end">
            <button
              type="button"
              aria-label={listeningCopy.back(SKIP_BACK_SECONDS)}
              onClick={() => skip(-SKIP_BACK_SECONDS)}
              className={`${roundButton} hover:bg-white/15`}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label={playing ? listeningCopy.pause : listeningCopy.play}
              onClick={togglePlay}
              className={`${roundButton} size-11 bg-brand-gold text-ink hover:bg-brand-gold-light`}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5 fill-current" />
              ) : (
                <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
              )}
            </button>
            <button
              type="button"
              aria-label={listeningCopy.forward(SKIP_FORWARD_SECONDS)}
              onClick={() => skip(SKIP_FORWARD_SECONDS)}
              className={`${roundButton} hover:bg-white/15`}
            >
              <RotateCw aria-hidden="true" className="size-5" />
            </button>
            <label className="flex items-center gap-1 text-xs">
              <span className="sr-only">{listeningCopy.speed}</span>
              <select
                value={player.rate}
                onChange={(event) => setRate(Number(event.currentTarget.value))}
                className="rounded-md border border-white/30 bg-brand-blue-dark px-1.5 py-1 text-xs text-white focus-visible:outline-2 focus-visible:outline-brand-gold-light"
              >
                {PLAYBACK_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {listeningCopy.speedOption(rate)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              aria-label={listeningCopy.close}
              onClick={closePlayer}
              className={`${roundButton} text-blue-100 hover:bg-white/15 hover:text-white`}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        {player.status === "error" && (
          <p role="alert" className="bg-brand-red px-4 py-1.5 text-center text-xs">
            {listeningCopy.failed}
          </p>
        )}
      </section>
    </>
  );
}
