import type { ReactNode } from "react";
import { usePlayEpisode, useRecordPlay, type PlayableEpisode } from "./use-play-episode.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { isPlainClick } from "#app/lib/plain-click.ts";
import { paths } from "#shared/site-paths.ts";

type PlayEpisodeLinkProps = {
  episode: PlayableEpisode;
  className: string;
  children: ReactNode;
  /** "spotify": always the episode's Spotify page (the episode page's 'Listen on Spotify'). */
  opens?: "player" | "spotify";
  "aria-label"?: string;
};

/**
 * A play control that works before the page's script has run (decision 016). An episode with
 * audio is a link to its page (which plays it, or offers the browser's player without a script);
 * once the script runs, a press plays it here, in the site's player, and stays on the page. An
 * episode without audio links to its streaming page, opened in a new tab by the browser itself;
 * the press also records the play (SPEC §4 Episode play: history and rewards), and a double click
 * opens one tab. An episode with neither has nothing to link to: its control is a button that says
 * so (the 'Episode not available' toast) once the page is ready.
 */
export function PlayEpisodeLink({
  episode,
  className,
  children,
  opens = "player",
  ...label
}: PlayEpisodeLinkProps) {
  const play = usePlayEpisode();
  const recordPlay = useRecordPlay();
  if (episode.audioUrl && opens === "player") {
    return (
      <a
        href={paths.episode(episode.id)}
        className={className}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          play(episode);
        }}
        {...label}
      >
        {children}
      </a>
    );
  }
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
