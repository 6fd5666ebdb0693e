import { afterEach, describe, expect, test } from "vitest";
import { episodeSchema, type Episode } from "#shared/episodes/episode-schema.ts";
import { answerLater, sendJson, sendText } from "#tests/stand-ins/stand-in-server.ts";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  fixtures,
  SHOW_ID,
  startFakeSpotify,
  type FakeSpotify,
  type FakeSpotifyBehaviour,
} from "#tests/stand-ins/spotify-stand-in.ts";
import { createSpotifyEpisodeSource, type SpotifyEpisodeSourceOptions } from "./spotify-episode-source.ts";

let spotify: FakeSpotify | null = null;
afterEach(async () => {
  await spotify?.close();
  spotify = null;
});

async function sourceWith(
  behaviour: FakeSpotifyBehaviour = {},
  options: Partial<SpotifyEpisodeSourceOptions> = {},
) {
  spotify = await startFakeSpotify(behaviour);
  const warnings: string[] = [];
  const source = createSpotifyEpisodeSource({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    showId: SHOW_ID,
    youtube: null,
    apiBase: spotify.url,
    accountsBase: spotify.url,
    onWarning: (message) => warnings.push(message),
    ...options,
  });
  return { source, warnings, spotify };
}

const soon = () => AbortSignal.timeout(5_000);
const fetchAll = async (source: { fetchEpisodes(signal: AbortSignal): Promise<unknown[]> }) =>
  (await source.fetchEpisodes(soon())) as Episode[];

describe("Spotify episode source against a stand-in Spotify", () => {
  test("the show's episodes from every page come back in the Episode contract, in Spotify's order", async () => {
    const { source } = await sourceWith();
    const episodes = await fetchAll(source);
    expect(episodes.map((e) => e.name)).toEqual([
      "Episode 52: Building a Business That Doesn't Break You",
      "Episode 51: Mindset Shifts for Real Estate Investors",
      "Episode 50: Sleep, Stress & the Founder's Body",
      "Episode 49: Leading a Team Through Change",
      "Episode 48: Finding Purpose After a Career Change",
      "Trailer: Welcome to The Thriving Path",
    ]);
    for (const episode of episodes) expect(episodeSchema.safeParse(episode).success).toBe(true);
  });

  test("the first page is asked for 50 episodes in the US market and Spotify's next link is followed", async () => {
    const { source, spotify } = await sourceWith();
    await source.fetchEpisodes(soon());
    const [first, second, ...rest] = spotify.episodeRequests();
    expect(rest).toEqual([]);
    expect(first?.path).toBe(`/v1/shows/${SHOW_ID}/episodes`);
    expect(Object.fromEntries(first?.query ?? [])).toEqual({ limit: "50", market: "US" });
    expect(Object.fromEntries(second?.query ?? [])).toEqual({ offset: "3", limit: "3", market: "US" });
    expect(second?.headers.authorization).toBe("Bearer token-1");
  });

  test("a client-credentials token is requested with Basic auth and a form body, then cached across fetches", async () => {
    const { source, spotify } = await sourceWith();
    await source.fetchEpisodes(soon());
    await source.fetchEpisodes(soon());
    const tokenRequests = spotify.tokenRequests();
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]?.method).toBe("POST");
    expect(tokenRequests[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(tokenRequests[0]?.body).toBe("grant_type=client_credentials");
    expect(tokenRequests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`,
    );
  });

  test("an episode maps id, html_description, date, largest image, Spotify link and duration", async () => {
    const { source } = await sourceWith();
    const [latest] = await fetchAll(source);
    expect(latest).toEqual({
      id: "fJBd0Kh8oOOL8dKLzdocJ2",
      name: "Episode 52: Building a Business That Doesn't Break You",
      description: expect.stringMatching(
        /^<p>Maya Okafor built a design studio.*<li>Your calendar is a strategy document/,
      ),
      releaseDate: "2026-11-16",
      thumbnail: "https://i.scdn.co/image/ab6765630000ba8a5f3c1a9e0b7d4c2e8a6f1b3d",
      youtubeThumbnail: null,
      spotifyUrl: "https://open.spotify.com/episode/fJBd0Kh8oOOL8dKLzdocJ2",
      youtubeUrl: null,
      audioUrl: null,
      durationSeconds: 3725,
    });
  });

  test("the plain description is used when Spotify sends no html_description", async () => {
    const { source } = await sourceWith();
    const episode = (await fetchAll(source)).find((e) => e.name.startsWith("Episode 49"));
    expect(episode?.description).toBe(
      "Plain-text show notes only: Spotify omits html_description for some uploads.",
    );
  });

  test("month and year precision release dates become the first day of that month or year", async () => {
    const { source } = await sourceWith();
    const episodes = await fetchAll(source);
    expect(episodes.find((e) => e.name.startsWith("Episode 48"))?.releaseDate).toBe("2026-09-01");
    expect(episodes.find((e) => e.name.startsWith("Trailer"))?.releaseDate).toBe("2025-01-01");
  });

  test("an episode without images has a null thumbnail and unavailable (null) items are skipped", async () => {
    const { source, warnings } = await sourceWith();
    const episodes = await fetchAll(source);
    expect(episodes.find((e) => e.name.startsWith("Trailer"))?.thumbnail).toBeNull();
    expect(episodes).toHaveLength(6);
    expect(warnings).toEqual([]);
  });

  test("a 401 from the Spotify API fetches a new token once and retries (token expiry)", async () => {
    const { source, spotify } = await sourceWith({ expiredTokens: new Set(["token-1"]) });
    const episodes = await fetchAll(source);
    expect(episodes).toHaveLength(6);
    expect(spotify.tokenRequests()).toHaveLength(2);
    expect(spotify.episodeRequests().map((r) => r.headers.authorization)).toEqual([
      "Bearer token-1",
      "Bearer token-2",
      "Bearer token-2",
    ]);
  });

  test("a 401 that persists with a fresh token throws instead of asking for tokens forever", async () => {
    const { source, spotify } = await sourceWith({
      expiredTokens: new Set(["token-1", "token-2", "token-3"]),
    });
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/Spotify API answered 401/);
    expect(spotify.tokenRequests()).toHaveLength(2);
  });

  test("a 500 from the Spotify API throws with the status", async () => {
    const { source } = await sourceWith({
      episodes: (_req, res) => sendJson(res, 500, { error: { status: 500, message: "Server error." } }),
    });
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/Spotify API answered 500/);
  });

  test("a 429 throws and says when Spotify allows the next try", async () => {
    const { source } = await sourceWith({
      episodes: (_req, res) => {
        res.writeHead(429, { "retry-after": "30", "content-type": "application/json" });
        res.end(JSON.stringify({ error: { status: 429, message: "API rate limit exceeded" } }));
      },
    });
    await expect(source.fetchEpisodes(soon())).rejects.toThrow("Spotify API answered 429 (retry after 30 s)");
  });

  test("a malformed JSON body throws", async () => {
    const { source } = await sourceWith({
      episodes: (_req, res) => sendText(res, 200, '{"href":"x","items":[{"id":', "application/json"),
    });
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/not a page of episodes/);
  });

  test("JSON of the wrong shape (no items list) throws", async () => {
    const { source } = await sourceWith({ episodes: (_req, res) => sendJson(res, 200, { episodes: [] }) });
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/not a page of episodes/);
  });

  test("a show without episodes answers an empty list", async () => {
    const { source } = await sourceWith({
      episodes: (_req, res) =>
        sendJson(res, 200, {
          href: "x",
          items: [],
          limit: 50,
          next: null,
          offset: 0,
          previous: null,
          total: 0,
        }),
    });
    await expect(source.fetchEpisodes(soon())).resolves.toEqual([]);
  });

  test("a Spotify API slower than the caller's timeout rejects instead of hanging", async () => {
    const { source } = await sourceWith({
      episodes: (_req, res) =>
        answerLater(res, 2_000, () => sendText(res, 200, fixtures.page2(), "application/json")),
    });
    const started = Date.now();
    await expect(source.fetchEpisodes(AbortSignal.timeout(200))).rejects.toThrow(/aborted/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  test("wrong credentials (400 invalid_client) throw without leaking the client secret", async () => {
    const { source } = await sourceWith({}, { clientSecret: "wrong-secret-that-must-not-leak" });
    const failure = source.fetchEpisodes(soon());
    await expect(failure).rejects.toThrow("Spotify token request answered 400 (invalid_client)");
    const message = await failure.catch((error: Error) => `${error.message} ${error.stack ?? ""}`);
    expect(message).not.toContain("wrong-secret-that-must-not-leak");
    expect(message).not.toContain(
      Buffer.from(`${CLIENT_ID}:wrong-secret-that-must-not-leak`).toString("base64"),
    );
  });

  test("an unreachable Spotify throws without leaking the client secret", async () => {
    const { source, spotify } = await sourceWith();
    await spotify.close();
    const failure = source.fetchEpisodes(soon());
    await expect(failure).rejects.toThrow(/^Spotify accounts service request failed/);
    await expect(failure).rejects.not.toThrow(CLIENT_SECRET);
  });

  test("a next link to another host is refused: it would carry the access token there", async () => {
    const { source } = await sourceWith({
      episodes: (_req, res) => {
        const page = JSON.parse(fixtures.page1()) as Record<string, unknown>;
        sendJson(res, 200, { ...page, next: "https://collector.example.net/v1/shows/x/episodes?offset=3" });
      },
    });
    await expect(source.fetchEpisodes(soon())).rejects.toThrow(/another host/);
  });

  test("pages stop at the page cap with a warning, keeping what was read", async () => {
    const { source, warnings, spotify } = await sourceWith({}, { maxPages: 1 });
    const episodes = await fetchAll(source);
    expect(episodes).toHaveLength(3);
    expect(spotify.episodeRequests()).toHaveLength(1);
    expect(warnings).toEqual([expect.stringMatching(/more than 1 pages/)]);
  });

  test("an episode in an unexpected shape is left out with a warning; the others are kept", async () => {
    const { source, warnings } = await sourceWith({
      episodes: (_req, res) => {
        const page = JSON.parse(fixtures.page2()) as { items: unknown[] };
        sendJson(res, 200, { ...page, items: [...page.items, { id: 42, name: null }], next: null });
      },
    });
    expect(await fetchAll(source)).toHaveLength(3);
    expect(warnings).toEqual([expect.stringMatching(/1 episode\(s\) in an unexpected shape/)]);
  });

  test("the source key names the show", async () => {
    const { source } = await sourceWith();
    expect(source.key).toBe(`spotify:${SHOW_ID}`);
  });
});
