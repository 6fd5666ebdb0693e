import { Play, RotateCcw } from "#app/components/ui/icons.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { listeningCopy } from "#app/content/listening.ts";
import { useListeningHistory, usePlayEpisode, type PlayableEpisode } from "#app/features/episodes/index.ts";
import { resumePosition } from "#shared/episodes/history.ts";

/**
 * The episode page's own play: 'Play episode' in the site's player, or 'Resume from 12:34' (with
 * a way to start over) when the visitor has listened to part of it here. A press before the page's
 * script has run is kept and played once it has (decision 016). An episode with neither audio nor
 * a Spotify link says so.
 */
export function ListenHere({ episode }: { episode: PlayableEpisode }) {
  const play = usePlayEpisode();
  const history = useListeningHistory();
  if (!episode.audioUrl) {
    return episode.spotifyUrl ? null : <p className="text-sm text-blue-100">{listeningCopy.noAudio}</p>;
  }
  const resumeAt = resumePosition(history?.find((entry) => entry.id === episode.id));
  return (
    <div className="flex flex-wrap gap-3">
      <ReadyButton
        onPress={() => play(episode)}
        className={buttonClasses({ variant: "gold", size: "md" })}
        data-testid="listen-here"
      >
        <Play aria-hidden="true" className="size-5 fill-current" />
        {resumeAt === null ? listeningCopy.playEpisode : listeningCopy.resumeFrom(resumeAt)}
      </ReadyButton>
      {resumeAt !== null && (
        <ReadyButton
          onPress={() => play(episode, { startAt: 0 })}
          className={buttonClasses({ variant: "light", size: "md" })}
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          {listeningCopy.startOver}
        </ReadyButton>
      )}
    </div>
  );
}
