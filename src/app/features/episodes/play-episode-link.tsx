import type { ReactNode } from "react";
import { usePlayEpisode, useRecordPlay, type PlayableEpisode } from "./use-play-episode.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

type PlayEpisodeLinkProps = {
  episode: PlayableEpisode;
  className: string;
  children: ReactNode;
  "aria-label"?: string;
};

/**
 * A play control that works before the page's script has run (decision 016): a link to the
 * episode's streaming page, opened in a new tab by the browser itself. Once the script runs, the
 * press also records the play (SPEC §4 Episode play: history and rewards), and a double click
 * opens one tab. An episode without a streaming link has nothing to link to: its control is a
 * button that says so (the 'Episode not available' toast) once the page is ready.
 */
export function PlayEpisodeLink({ episode, className, children, ...label }: PlayEpisodeLinkProps) {
  const play = usePlayEpisode();
  const recordPlay = useRecordPlay();
  if (!episode.spotifyUrl) {
    return (
      <ReadyButton className={className} onPress={() => play(episode)} {...label}>
        {children}
      </ReadyButton>
    );
  }
  return (
    <ExternalLink
      href={episode.spotifyUrl}
      className={className}
      onClick={(event) => {
        if (!recordPlay(episode)) event.preventDefault();
      }}
      {...label}
    >
      {children}
    </ExternalLink>
  );
}
