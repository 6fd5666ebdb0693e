import { ApplePodcastsIcon, Link2, SpotifyIcon } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { type PlayableEpisode, PlayEpisodeLink } from "#app/features/episodes/index.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { buttonClasses, ExternalButtonLink } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { ShareButton } from "#app/components/share/share-button.tsx";
import { ListenHere } from "./listen-here.tsx";
import { useEpisodeUrl } from "./use-episode-url.ts";

/** SPEC §2 Episode detail buttons, after the site's own play (when the episode has audio): Listen on Spotify, Listen on Apple Podcasts, share and Copy Link. */
export function EpisodeActions({ episode, startAt }: { episode: PlayableEpisode; startAt: number | null }) {
  const url = useEpisodeUrl(episode.id);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: episodeDetailCopy.copiedTitle, description: episodeDetailCopy.copiedText });
    } catch (error) {
      // SPEC §8: a copy failure is only logged.
      console.warn("Could not copy the episode link", error);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <ListenHere episode={episode} startAt={startAt} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* A link to the episode on Spotify, so it opens before the page's script has run (decision 016).
            An episode that plays here and is not on Spotify has no use for it. */}
        {(episode.spotifyUrl || !episode.audioUrl) && (
          <PlayEpisodeLink
            episode={episode}
            opens="spotify"
            className={buttonClasses({ variant: episode.audioUrl ? "light" : "gold", size: "md" })}
          >
            <SpotifyIcon className="size-5" />
            {episodeDetailCopy.listenOnSpotify}
          </PlayEpisodeLink>
        )}
        <ExternalButtonLink href={brand.links.applePodcasts} variant="light" size="md">
          <ApplePodcastsIcon className="size-5" />
          {episodeDetailCopy.listenOnApple}
        </ExternalButtonLink>
        <div className="flex gap-3">
          <ShareButton episodeName={episode.name} url={url} className="flex-1 sm:flex-none" />
          {/* Not ready until the page's script runs; a press made meanwhile copies then. */}
          <ReadyButton
            onPress={() => void copyLink()}
            className={buttonClasses({ variant: "light", size: "md", className: "flex-1 sm:flex-none" })}
          >
            <Link2 aria-hidden="true" className="size-5" />
            {episodeDetailCopy.copyLink}
          </ReadyButton>
        </div>
      </div>
    </div>
  );
}
