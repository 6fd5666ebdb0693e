import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { sendJson, startStandIn, type RecordedRequest, type StandIn } from "./stand-in-server.ts";
import { answerAsYouTube, YOUTUBE_UNIT_COST, youtubeEndpoint } from "./youtube-stand-in.ts";

/**
 * A stand-in for Spotify's accounts service and Web API on one local server, answering with the
 * recorded-style fixtures. Tokens are issued as token-1, token-2, …; tests change the behaviour.
 * The same server answers YouTube Data API calls under /youtube/v3/ (youtube-stand-in.ts).
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/spotify/${name}`, import.meta.url), "utf8");
export const fixtures = {
  token: () =>
    JSON.parse(fixture("token.json")) as { access_token: string; token_type: string; expires_in: number },
  page1: () => fixture("show-episodes-page-1.json"),
  page2: () => fixture("show-episodes-page-2.json"),
};

export const SHOW_ID = "u8jzPde0IgxLd6GncfBAep";
export const CLIENT_ID = "5f1e2d3c4b5a69788796a5b4c3d2e1f0";
export const CLIENT_SECRET = "s3cr3t-9a8b7c6d5e4f3a2b1c0d9e8f7a6b";

export type FakeSpotify = StandIn & {
  tokenRequests: () => RecordedRequest[];
  episodeRequests: () => RecordedRequest[];
  /** The YouTube Data API calls, oldest first. */
  youtubeRequests: () => RecordedRequest[];
  /** YouTube calls counted by endpoint, e.g. { channels: 1, playlistItems: 2 }. */
  youtubeCalls: () => Record<string, number>;
  /** The quota units those calls cost. */
  youtubeUnits: () => number;
};

export type FakeSpotifyBehaviour = {
  /** Answers the show-episodes call; default: the two recorded pages by offset. */
  episodes?: (req: RecordedRequest, res: ServerResponse, origin: string) => void;
  /** Tokens the API refuses with 401, as Spotify does once a token has expired. */
  expiredTokens?: Set<string>;
  /**
   * Answers the YouTube calls (same server, /youtube/v3/…); `asYouTube` gives the stand-in's own
   * answer. Default: YouTube's answers for the recorded channel.
   */
  youtube?: (req: RecordedRequest, res: ServerResponse, asYouTube: () => void) => void;
};

export async function startFakeSpotify(behaviour: FakeSpotifyBehaviour = {}): Promise<FakeSpotify> {
  let issued = 0;
  let origin = "";
  const valid = new Set<string>();
  const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;

  const standIn = await startStandIn((req, res) => {
    answer(req, res);
  });

  function answer(req: RecordedRequest, res: ServerResponse): void {
    if (req.method === "POST" && req.path === "/api/token") {
      const form = new URLSearchParams(req.body);
      if (req.headers.authorization !== expected) {
        return sendJson(res, 400, { error: "invalid_client", error_description: "Invalid client secret" });
      }
      if (form.get("grant_type") !== "client_credentials") {
        return sendJson(res, 400, {
          error: "unsupported_grant_type",
          error_description: "grant_type parameter is missing",
        });
      }
      const token = `token-${++issued}`;
      valid.add(token);
      return sendJson(res, 200, { ...fixtures.token(), access_token: token });
    }
    if (req.path.startsWith("/youtube/")) {
      const asYouTube = () => answerAsYouTube(req, res);
      return behaviour.youtube ? behaviour.youtube(req, res, asYouTube) : asYouTube();
    }
    if (req.method === "GET" && req.path === `/v1/shows/${SHOW_ID}/episodes`) {
      const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
      if (!valid.has(token))
        return sendJson(res, 401, { error: { status: 401, message: "Invalid access token" } });
      if (behaviour.expiredTokens?.has(token)) {
        return sendJson(res, 401, { error: { status: 401, message: "The access token expired" } });
      }
      if (behaviour.episodes) return behaviour.episodes(req, res, origin);
      const body = req.query.get("offset") === "3" ? fixtures.page2() : fixtures.page1();
      res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
      // Spotify's next links are absolute: point them at this stand-in.
      res.end(body.replaceAll("https://api.spotify.com", origin));
      return;
    }
    return sendJson(res, 404, { error: { status: 404, message: "Service not found" } });
  }
  origin = standIn.url;
  const youtubeRequests = () => standIn.requests.filter((r) => r.path.startsWith("/youtube/"));
  return {
    ...standIn,
    tokenRequests: () => standIn.requests.filter((r) => r.path === "/api/token"),
    episodeRequests: () => standIn.requests.filter((r) => r.path.startsWith("/v1/")),
    youtubeRequests,
    youtubeCalls: () => {
      const calls: Record<string, number> = {};
      for (const r of youtubeRequests()) calls[youtubeEndpoint(r)] = (calls[youtubeEndpoint(r)] ?? 0) + 1;
      return calls;
    },
    youtubeUnits: () => youtubeRequests().reduce((units, r) => units + (YOUTUBE_UNIT_COST[youtubeEndpoint(r)] ?? 1), 0),
  };
}
