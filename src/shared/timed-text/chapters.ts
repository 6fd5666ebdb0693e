/**
 * Podcasting 2.0 JSON chapters (`podcast:chapters`): `{ "version": "1.2.0", "chapters": [{
 * "startTime", "endTime"?, "title"?, "img"?, "url"?, "toc"? }] }`. Links and images are kept only
 * when they are web addresses (issue 36: only http(s) URLs from a feed reach a link or a src).
 */
import { isWebAddress } from "#shared/episodes/safe-link.ts";
import { z } from "#shared/zod.ts";
import { checkInput, collapseSpaces, parseJsonInput, shapeError, toMilliseconds } from "./text-input.ts";
import { CHAPTERS_MAX_BYTES, MAX_CHAPTERS, TimedTextError, type Chapter } from "./timed-text.ts";

const seconds = z.number().min(0);

const chaptersSchema = z.object({
  chapters: z.array(
    z.object({
      startTime: seconds,
      endTime: seconds.nullish(),
      title: z.string().nullish(),
      img: z.string().nullish(),
      url: z.string().nullish(),
      toc: z.boolean().nullish(),
    }),
  ),
});

const SHAPE =
  'A chapters file must look like {"version": "1.2.0", "chapters": [{"startTime": 0, "title": "Welcome"}]}.';

const webAddress = (address: string | null | undefined): string | null =>
  address && isWebAddress(address) ? address.trim() : null;

/**
 * The chapters in order of start (stable), without those marked `toc: false`, at most MAX_CHAPTERS
 * of them (the first by start). A chapter without a title is "Chapter N"; one without an endTime
 * ends where the next begins, and the last one has no end.
 */
export function parseChapters(text: string): Chapter[] {
  checkInput(text, CHAPTERS_MAX_BYTES, "chapters file");
  const json = parseJsonInput(text, "chapters file");
  const parsed = chaptersSchema.safeParse(json);
  if (!parsed.success) throw shapeError(parsed.error.issues[0], "chapters", "Chapter", SHAPE);
  parsed.data.chapters.forEach((chapter, index) => {
    if (chapter.endTime != null && chapter.endTime < chapter.startTime) {
      throw new TimedTextError(`Chapter ${index + 1}: "endTime" is before "startTime".`);
    }
  });

  const listed = parsed.data.chapters
    .filter((chapter) => chapter.toc !== false)
    .toSorted((a, b) => a.startTime - b.startTime);
  return listed.slice(0, MAX_CHAPTERS).map((chapter, index) => ({
    startSeconds: toMilliseconds(chapter.startTime),
    endSeconds: chapter.endTime != null ? toMilliseconds(chapter.endTime) : nextStart(listed, index),
    title: collapseSpaces(chapter.title ?? "") || `Chapter ${index + 1}`,
    url: webAddress(chapter.url),
    imageUrl: webAddress(chapter.img),
  }));
}

function nextStart(listed: readonly { startTime: number }[], index: number): number | null {
  const next = listed[index + 1];
  return next ? toMilliseconds(next.startTime) : null;
}
