/**
 * A moment of an episode as an address: `/episode/{id}?t=754` opens the page ready to play from
 * 12:34 (a chapter, a line of the transcript, a search hit, a shared link). The page is the same
 * page: its canonical address has no `t`.
 */
import { paths } from "#shared/site-paths.ts";
import { timestampSeconds } from "./description-parser.ts";

/** Longer than any episode: a larger `t` is not a moment of one. */
const MAX_MOMENT_SECONDS = 24 * 60 * 60;

export function episodeMomentPath(episodeId: string, seconds: number): string {
  return `${paths.episode(episodeId)}?t=${Math.max(0, Math.floor(seconds))}`;
}

/**
 * The seconds a `t` parameter names: "754", "754s", "12:34" or "1:02:03"; null for anything else
 * (a visitor's or another site's link may hold anything), for 0 and for more than a day.
 */
export function parseMoment(value: string | null | undefined): number | null {
  if (!value) return null;
  const text = value.trim();
  let seconds: number | null = null;
  if (/^\d{1,6}s?$/.test(text)) seconds = Number.parseInt(text, 10);
  else if (/^\d{1,3}:\d{2}(?::\d{2})?$/.test(text)) seconds = timestampSeconds(text);
  return seconds !== null && seconds > 0 && seconds <= MAX_MOMENT_SECONDS ? seconds : null;
}
