import { data } from "react-router";
import type { Route } from "./+types/episode";
import { EpisodeDetail } from "#app/features/episode-detail/index.ts";
import { EpisodeNotFound } from "#app/features/episodes/index.ts";
import { brand } from "#shared/content/brand.ts";
import { episodeNotFoundCopy } from "#app/content/episode-detail.ts";
import { podcastEpisodeLd } from "#app/lib/episode-ld.ts";
import { baseUrlFrom, META_DESCRIPTION_LIMIT, pageMeta } from "#app/lib/meta.ts";
import { episodeDetailContent } from "#shared/episodes/episode-detail.ts";
import { parseMoment } from "#shared/episodes/episode-moment.ts";
import { cutText, stripHtml } from "#shared/episodes/text.ts";
import { paths } from "#shared/site-paths.ts";

/** pageMeta adds the show's name to every title; a record title that already ends with it drops it. */
function withoutShowName(title: string | null | undefined): string | null {
  if (!title?.trim()) return null;
  const suffix = ` | ${brand.showName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const episode = context.episodes.find(params.episodeId);
  // An unknown id answers 404 while still showing the page with its way back (SPEC §8).
  if (!episode) return data(null, { status: 404 });
  const record = await context.transcripts.find(episode.id);
  const { description, ...shown } = episode;
  return {
    // The raw description stays on the server: the page shows only what is derived from it.
    episode: shown,
    // `?t=754`: the page opens ready to play from that moment (a chapter, a transcript line, a search hit).
    startAt: parseMoment(new URL(request.url).searchParams.get("t")),
    content: episodeDetailContent(
      episode,
      record,
      context.episodes.highlights(episode.id),
      context.timedText.find(episode.id),
    ),
    seo: {
      title: withoutShowName(record?.seoTitle) ?? episode.name,
      description: record?.seoDescription ?? cutText(stripHtml(description), META_DESCRIPTION_LIMIT),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const path = paths.episode(params.episodeId);
  if (!loaderData) {
    return pageMeta(matches, {
      title: episodeNotFoundCopy.title,
      description: episodeNotFoundCopy.text,
      path,
      noindex: true,
    });
  }
  const { episode, content, seo } = loaderData;
  return pageMeta(matches, {
    title: seo.title,
    description: seo.description,
    path,
    type: "article",
    ...(content.image ? { image: content.image } : {}),
    ...(episode.audioUrl ? { audio: episode.audioUrl } : {}),
    jsonLd: [
      podcastEpisodeLd(baseUrlFrom(matches), {
        episode,
        description: seo.description,
        image: content.image,
        guests: content.guests,
        chapters: content.chapters,
        hasTranscript: content.transcript !== null,
      }),
    ],
  });
};

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  return loaderData ? (
    <EpisodeDetail episode={loaderData.episode} content={loaderData.content} startAt={loaderData.startAt} />
  ) : (
    <EpisodeNotFound />
  );
}
