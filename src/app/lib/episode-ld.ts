import { brand } from "#shared/content/brand.ts";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { isoDay } from "#shared/dates.ts";
import { paths } from "#shared/site-paths.ts";
import { absoluteUrl } from "./meta.ts";

type EpisodeLdInput = {
  episode: Pick<
    Episode,
    "id" | "name" | "releaseDate" | "audioUrl" | "durationSeconds" | "spotifyUrl" | "youtubeUrl"
  >;
  description: string;
  /** Absolute URL of the episode image. */
  image: string | null;
  guests: string[];
};

/** schema.org PodcastEpisode for an episode page (issue 3: partOfSeries, host and guests as Person). */
export function podcastEpisodeLd(baseUrl: string, { episode, description, image, guests }: EpisodeLdInput) {
  const url = `${baseUrl}${paths.episode(episode.id)}`;
  const number = episodeNumber(episode.name);
  const host = { "@type": "Person", name: brand.host.name, url: `${baseUrl}/${brand.host.slug}` };
  const datePublished = isoDay(episode.releaseDate);
  const sameAs = [episode.spotifyUrl, episode.youtubeUrl].filter((link): link is string => Boolean(link));
  return {
    "@context": "https://schema.org",
    "@type": "PodcastEpisode",
    name: episode.name,
    description,
    url,
    ...(datePublished ? { datePublished } : {}),
    ...(number !== null && number > 0 ? { episodeNumber: number } : {}),
    ...(image ? { image: absoluteUrl(baseUrl, image) } : {}),
    ...(episode.durationSeconds ? { duration: `PT${Math.round(episode.durationSeconds / 60)}M` } : {}),
    partOfSeries: { "@type": "PodcastSeries", name: brand.showName, url: `${baseUrl}${paths.home}` },
    author: host,
    actor: [host, ...guests.map((name) => ({ "@type": "Person", name }))],
    ...(guests.length > 0 ? { contributor: guests.map((name) => ({ "@type": "Person", name })) } : {}),
    ...(episode.audioUrl
      ? { associatedMedia: { "@type": "AudioObject", contentUrl: absoluteUrl(baseUrl, episode.audioUrl) } }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
