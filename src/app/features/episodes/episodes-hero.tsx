import { ApplePodcastsIcon, Podcast, SpotifyIcon, YoutubeIcon } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { ExternalButtonLink } from "#app/components/ui/button.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";

/** SPEC §2 episodes: the page title and the three listening platforms, each in a new tab. */
export function EpisodesHero() {
  return (
    <PageHero
      titleId="episodes-heading"
      title="Podcast Episodes"
      intro={`Every conversation from ${brand.showName}: real stories and practical wisdom on purpose, growth and well-being. Pick your favourite platform and press play.`}
      medallion={<IconTile icon={Podcast} tone="glass" size="xl" className="mx-auto" />}
      goldRule
    >
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
        <ExternalButtonLink href={brand.links.spotifyShow} variant="gold" size="lg">
          <SpotifyIcon className="h-5 w-5" />
          Spotify
        </ExternalButtonLink>
        <ExternalButtonLink href={brand.links.applePodcasts} variant="light" size="lg">
          <ApplePodcastsIcon className="h-5 w-5" />
          Apple Podcasts
        </ExternalButtonLink>
        <ExternalButtonLink href={brand.links.youtubeChannel} variant="light" size="lg">
          <YoutubeIcon className="h-5 w-5" />
          YouTube
        </ExternalButtonLink>
      </div>
    </PageHero>
  );
}
