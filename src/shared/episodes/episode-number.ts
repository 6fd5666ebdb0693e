/** SPEC §3: a title containing 'trailer' (any case, anywhere) counts as episode 0. */
const TRAILER = /trailer/i;

/**
 * SPEC §3 'episode N'. A separator is required between the word and the number ("Episode 12",
 * "Episode #12"), so "episode12" is not read as a number. The short forms "Ep. 12", "Ep.12" and
 * "EP 12" are accepted; "Step 3" and "Deep 5" are not.
 */
const EPISODE_NUMBER = /(?<![a-z])(?:episode\s+|ep\.\s*|ep\s+)#?\s*(\d+)(?!\d)/i;

/** The episode number from the title; 0 for a trailer; null when the title carries none. */
export function episodeNumber(name: string): number | null {
  if (TRAILER.test(name)) return 0;
  const digits = EPISODE_NUMBER.exec(name)?.[1];
  return digits === undefined ? null : Number.parseInt(digits, 10);
}
