import { useEffect } from "react";
import { Play, RotateCcw } from "#app/components/ui/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { listeningCopy } from "#app/content/listening.ts";
import { useListeningHistory, usePlayEpisode, type PlayableEpisode } from "#app/features/episodes/index.ts";
import { seekTo, useAudioPlayer } from "#app/features/player/index.ts";
import { resumePosition } from "#shared/episodes/history.ts";

/**
 * The episode page's own play: 'Play episode' in the site's player, 'Resume from 12:34' (with a
 * way to start over) when the visitor has listened to part of it here, or 'Play from 12:34' when
 * the page was opened at a moment (`?t=`; a player that has this episode loaded moves there). A
 * press before the page's script has run is kept and played once it has (decision 016); with no
 * script at all, the browser's own audio player stands in. An episode with neither audio nor a
 * Spotify link says so.
 */
export function ListenHere({ episode, startAt }: { episode: PlayableEpisode; startAt: number | null }) {
  const play = usePlayEpisode();
  const history = useListeningHistory();
  const loaded = useAudioPlayer().episode?.id === episode.id;
  useEffect(() => {
    if (loaded && startAt !== null) seekTo(startAt);
    // Only when the page is opened at a moment, not whenever the episode is loaded later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startAt]);
  if (!episode.audioUrl) {
    return episode.spotifyUrl ? null : <p className="text-sm text-blue-100">{listeningCopy.noAudio}</p>;
  }
  const resumeAt = resumePosition(history?.find((entry) => entry.id === episode.id));
  const from = startAt ?? resumeAt;
  const label =
    startAt !== null
      ? listeningCopy.playFrom(startAt)
      : resumeAt !== null
        ? listeningCopy.resumeFrom(resumeAt)
        : listeningCopy.playEpisode;
  return (
    <div className="flex flex-wrap gap-3">
      <ReadyButton
        onPress={() => play(episode, from === null ? {} : { startAt: from })}
        className={buttonClasses({ variant: "gold", size: "md", className: "noscript:hidden" })}
        data-testid="listen-here"
      >
        <Play aria-hidden="true" className="size-5 fill-current" />
        {label}
      </ReadyButton>
      {from !== null && (
        <ReadyButton
          onPress={() => play(episode, { startAt: 0 })}
          className={buttonClasses({ variant: "light", size: "md", className: "noscript:hidden" })}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          {listeningCopy.startOver}
        </ReadyButton>
      )}
      <noscript>
        {/* Captions are for video; the episode's text alternative is the transcript on this page. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <audio
          controls
          preload="none"
          src={startAt === null ? episode.audioUrl : `${episode.audioUrl}#t=${startAt}`}
          aria-label={listeningCopy.noScriptAudio}
          className="w-72 sm:w-96"
        />
      </noscript>
    </div>
  );
}
