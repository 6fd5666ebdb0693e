import { brand } from "#shared/content/brand.ts";
import type { Episode } from "#shared/episodes/episode-schema.ts";
import { episodeNumber } from "#shared/episodes/episode-number.ts";
import { isoDay } from "#shared/dates.ts";
import type { ChapterView } from "#shared/episodes/episode-detail.ts";
import { episodeMomentPath } from "#shared/episodes/episode-moment.ts";
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
  chapters: Pick<ChapterView, "start" | "title">[];
  /** Whether the episode has a transcript (served as text at its own address). */
  hasTranscript: boolean;
};

/**
 * schema.org PodcastEpisode for an episode page: partOfSeries, host and guests as Person, the
 * audio, the transcript's address, and the chapters as Clips that start (and end) at their moment.
 */
export function podcastEpisodeLd(
  baseUrl: string,
  { episode, description, image, guests, chapters, hasTranscript }: EpisodeLdInput,
) {
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
    ...(hasTranscript ? { transcript: `${baseUrl}${paths.episodeTranscript(episode.id, "txt")}` } : {}),
    ...(chapters.length > 0
      ? {
          hasPart: chapters.map((chapter, index) => {
            const end = chapters[index + 1]?.start ?? episode.durationSeconds;
            return {
              "@type": "Clip",
              name: chapter.title,
              startOffset: Math.floor(chapter.start),
              ...(end ? { endOffset: Math.floor(end) } : {}),
              url: `${baseUrl}${episodeMomentPath(episode.id, chapter.start)}`,
            };
          }),
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
