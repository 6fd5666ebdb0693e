/**
 * What site search reads from each thing the site shows: one passage for an episode (its title,
 * its guests and topics, its description and the owner's show notes), its transcript in passages
 * of about a paragraph (each with its start, when the transcript has times, so a hit opens the
 * episode at that moment), and one passage for each post the blog shows. Drafts are never given here.
 */
import type { BlogPostView } from "#shared/blog/blog-post-view.ts";
import { RECORD_NOTES_HIDDEN_EPISODE_IDS } from "#shared/episodes/episode-detail.ts";
import type { Episode, TranscriptRecord } from "#shared/episodes/episode-schema.ts";
import { htmlBlocks, plainText, stripHtml } from "#shared/episodes/text.ts";
import type { SearchResultKind } from "#shared/search/search-schema.ts";
import type { Transcript } from "#shared/timed-text/timed-text.ts";
import { transcriptView } from "#shared/timed-text/transcript-view.ts";

export type SearchPassage = {
  kind: SearchResultKind;
  /** The episode's id or the post's slug. */
  ref: string;
  title: string;
  /** Weighed between the title and the text: guests, topics, tags, category. */
  labels: string;
  body: string;
  startSeconds: number | null;
  publishedAt: Date | null;
};

/** A post's paragraphs, and an untimed transcript's, are gathered into passages of about this many characters. */
export const PASSAGE_CHARACTERS = 800;

/** Paragraphs gathered in order into runs of at least `PASSAGE_CHARACTERS` (the last may be shorter). */
function gathered(paragraphs: readonly string[]): string[] {
  const passages: string[] = [];
  let run: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    run.push(paragraph);
    length += paragraph.length;
    if (length >= PASSAGE_CHARACTERS) {
      passages.push(run.join("\n"));
      run = [];
      length = 0;
    }
  }
  if (run.length > 0) passages.push(run.join("\n"));
  return passages;
}

function releaseDay(episode: Pick<Episode, "releaseDate">): Date | null {
  const day = new Date(episode.releaseDate);
  return Number.isNaN(day.getTime()) ? null : day;
}

/**
 * A post the blog shows (published, or the built-in ones while there are none): its excerpt, then
 * its text in runs of paragraphs, so a hit shows the part of the post it is in.
 */
export function postPassages(
  post: Pick<BlogPostView, "slug" | "title" | "category" | "tags" | "excerpt" | "content" | "publishDate">,
): SearchPassage[] {
  return [post.excerpt, ...gathered(htmlBlocks(post.content))].map((body) => ({
    kind: "post",
    ref: post.slug,
    title: post.title,
    labels: [post.category, ...post.tags].join(", "),
    body,
    startSeconds: null,
    publishedAt: new Date(post.publishDate),
  }));
}

/** The owner's show notes (markdown-like) as text: headings, emphasis and quote marks dropped. */
function notesText(notes: string | null): string {
  return plainText((notes ?? "").replace(/[#*_`>]+/g, " "));
}

export function episodePassages(episode: Episode, record: TranscriptRecord | null): SearchPassage[] {
  const notesShown = record !== null && !RECORD_NOTES_HIDDEN_EPISODE_IDS.has(episode.id);
  const body = [stripHtml(episode.description), notesShown ? notesText(record.showNotes) : ""]
    .filter((text) => text.trim() !== "")
    .join("\n");
  return [
    {
      kind: "episode",
      ref: episode.id,
      title: episode.name,
      labels: [...(episode.guests ?? []), ...(record?.keyTopics ?? [])].join(", "),
      body,
      startSeconds: null,
      publishedAt: releaseDay(episode),
    },
  ];
}

/** The transcript the episode page shows, as passages: a paragraph each when timed, else runs of paragraphs. */
export function transcriptPassages(episode: Episode, transcript: Transcript | null): SearchPassage[] {
  if (!transcript) return [];
  const passage = (body: string, startSeconds: number | null): SearchPassage => ({
    kind: "transcript",
    ref: episode.id,
    title: episode.name,
    labels: "",
    body,
    startSeconds,
    publishedAt: releaseDay(episode),
  });
  const view = transcriptView(transcript);
  if (view.timed) {
    return view.paragraphs.map((paragraph) =>
      passage(
        `${paragraph.speaker ? `${paragraph.speaker}: ` : ""}${paragraph.cues.map((cue) => cue.text).join(" ")}`,
        paragraph.start,
      ),
    );
  }
  return gathered(
    view.paragraphs.map((paragraph) =>
      paragraph.speaker ? `${paragraph.speaker}: ${paragraph.text}` : paragraph.text,
    ),
  ).map((body) => passage(body, null));
}
