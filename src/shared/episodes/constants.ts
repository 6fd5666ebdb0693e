/** Display limits for episodes (SPEC §2 Home/Episodes, §4 Share dialog and Floating player, §9). */

/**
 * SPEC §2 Featured Episode and Carousel, §9 ("Carousel and featured descriptions cut at 200
 * characters"): one cut, plus '...', for both; the episode card's `summary` carries it.
 */
export const FEATURED_DESCRIPTION_LIMIT = 200;
/** SPEC §2 Grid, §9: description cut at 120 characters plus an ellipsis. */
export const GRID_DESCRIPTION_LIMIT = 120;
/** SPEC §2 Grid: the first 6 episodes (and 6 skeleton cards while loading). */
export const GRID_EPISODE_COUNT = 6;
/** SPEC §2 Carousel, §9: 5 dots. */
export const CAROUSEL_DOT_COUNT = 5;
/** SPEC §4 Carousel, §9: auto-advances every 5 s. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** SPEC §4 Floating player, §9: title cut at 50 characters. */
export const PLAYER_TITLE_LIMIT = 50;
/** SPEC §4 Floating player, §9: visible once vertical scroll exceeds 500 px. */
export const PLAYER_SCROLL_THRESHOLD_PX = 500;
/** SPEC §4 Share dialog, §9: the 'Copied' state lasts 3 s. */
export const COPIED_STATE_MS = 3000;
/** SPEC §4 Share dialog: share popups are 600x400. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;
