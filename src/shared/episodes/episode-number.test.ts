import { describe, expect, test } from "vitest";
import { episodeNumber } from "./episode-number.ts";

describe("episodeNumber (SPEC §3: parsed from 'episode N' in the title)", () => {
  test("reads 'Episode N' in any case and anywhere in the title", () => {
    expect(episodeNumber("Episode 12: Finding Your Why")).toBe(12);
    expect(episodeNumber("Finding Your Why | episode 7")).toBe(7);
    expect(episodeNumber("EPISODE 3 - Rest")).toBe(3);
  });

  test("'Episode 12' has a number but 'episode12' without a separator does not", () => {
    expect(episodeNumber("Episode 12")).toBe(12);
    expect(episodeNumber("episode12")).toBeNull();
  });

  test("accepts 'Episode #N' and leading zeros", () => {
    expect(episodeNumber("Episode #15 with Dana")).toBe(15);
    expect(episodeNumber("Episode 007")).toBe(7);
  });

  test("accepts the short forms 'Ep. N', 'Ep.N' and 'EP N'", () => {
    expect(episodeNumber("Ep. 5: Money Myths")).toBe(5);
    expect(episodeNumber("Ep.9 Money Myths")).toBe(9);
    expect(episodeNumber("EP 42 Money Myths")).toBe(42);
  });

  test("does not read 'ep' inside another word", () => {
    expect(episodeNumber("Step 3 to Success")).toBeNull();
    expect(episodeNumber("Deep 5")).toBeNull();
  });

  test("a title containing 'trailer' counts as 0", () => {
    expect(episodeNumber("Trailer")).toBe(0);
    expect(episodeNumber("The Official TRAILER")).toBe(0);
    expect(episodeNumber("Season 2 Trailer: Episode 5 preview")).toBe(0);
  });

  test("a title without an episode number gives null", () => {
    expect(episodeNumber("Finding Your Why")).toBeNull();
    expect(episodeNumber("Top 10 habits")).toBeNull();
    expect(episodeNumber("")).toBeNull();
  });
});
