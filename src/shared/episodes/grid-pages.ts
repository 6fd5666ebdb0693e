import { GRID_EPISODE_COUNT } from "./constants.ts";

/**
 * The All Episodes tab opens on the grid's first 6 episodes (SPEC §2) and shows 6 more each time
 * the visitor asks, so every episode of the catalog can be reached from the site.
 */
export const GRID_PAGE_SIZE = GRID_EPISODE_COUNT;

/**
 * How many episodes the All Episodes tab shows for the address's `?shown=` value: whole pages of 6,
 * at least the first and no more than every episode needs. A missing or malformed value shows the
 * first page.
 */
export function shownEpisodeCount(requested: string | null, total: number): number {
  const wanted = requested && /^\d{1,6}$/.test(requested) ? Number(requested) : 0;
  return Math.max(1, Math.ceil(Math.min(wanted, total) / GRID_PAGE_SIZE)) * GRID_PAGE_SIZE;
}

/** The id of the grid's card at `index` (from 0): where "Show more episodes" takes the visitor. */
export const gridCardAnchorId = (index: number) => `episode-card-${index + 1}`;
