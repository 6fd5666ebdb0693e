/**
 * Copy that only the Episodes page shows (SPEC §2 Episodes), kept apart from the episode lists'
 * copy, which Home shares and loads first.
 */

/** Under the All Episodes grid, when the catalog has more than its first 6 episodes. */
export const moreEpisodesCopy = {
  showMore: "Show more episodes",
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total} episodes`,
};
