import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { sendJson, sendText, type RecordedRequest } from "./stand-in-server.ts";

/**
 * A stand-in for the YouTube Data API v3 calls the Spotify source's enrichment makes:
 * channels.list (the channel's uploads playlist) and playlistItems.list (that playlist, page by
 * page), answered in YouTube's shapes from the fixtures. The uploads playlist is served in short
 * pages of four so that nextPageToken is followed; the real API pages by `maxResults` (50).
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/youtube/${name}`, import.meta.url), "utf8");
export const youtubeFixtures = {
  channels: () => fixture("channels.json"),
  uploadsPage1: () => fixture("uploads-page-1.json"),
  uploadsPage2: () => fixture("uploads-page-2.json"),
  quotaExceeded: () => fixture("quota-exceeded.json"),
};

export const YOUTUBE_API_KEY = "AIzaSyD-stand-in-key-0123456789abcdefg";
export const YOUTUBE_CHANNEL_ID = "UCx3ThrivingPathSample0";
export const YOUTUBE_UPLOADS_PLAYLIST_ID = "UUx3ThrivingPathSample0";
const PAGE_2_TOKEN = "EAAaBlBUOkNESQ";

/** What each call costs in quota units (YouTube's quota calculator): a search costs 100. */
export const YOUTUBE_UNIT_COST: Record<string, number> = { search: 100, channels: 1, playlistItems: 1, videos: 1 };

/** The endpoint a request called: "channels", "playlistItems", "search" … */
export const youtubeEndpoint = (req: RecordedRequest) => req.path.replace(/^\/youtube\/v3\//, "");

/** An error in the API's shape; `reason` is what clients read (quotaExceeded, rateLimitExceeded …). */
export function sendYouTubeError(res: ServerResponse, status: number, reason: string, message = reason): void {
  const domain = reason === "quotaExceeded" ? "youtube.quota" : "usageLimits";
  sendJson(res, status, { error: { code: status, message, errors: [{ message, domain, reason }] } });
}

/** The daily quota is spent: every call answers 403 quotaExceeded until midnight Pacific time. */
export function sendQuotaExceeded(res: ServerResponse): void {
  sendText(res, 403, youtubeFixtures.quotaExceeded(), "application/json; charset=utf-8");
}

/** Answers as YouTube does for the recorded channel and its uploads playlist. */
export function answerAsYouTube(req: RecordedRequest, res: ServerResponse): void {
  if (req.method !== "GET") return sendYouTubeError(res, 405, "methodNotAllowed");
  if (req.query.get("key") !== YOUTUBE_API_KEY) {
    return sendYouTubeError(res, 400, "badRequest", "API key not valid. Please pass a valid API key.");
  }
  const parts = (req.query.get("part") ?? "").split(",");
  const json = (body: string) => sendText(res, 200, body, "application/json; charset=utf-8");
  switch (youtubeEndpoint(req)) {
    case "channels": {
      if (!parts.includes("contentDetails")) return sendYouTubeError(res, 400, "invalidPart");
      if (req.query.get("id") === YOUTUBE_CHANNEL_ID) return json(youtubeFixtures.channels());
      // An unknown channel id is no error: the list just has no items.
      return sendJson(res, 200, {
        kind: "youtube#channelListResponse",
        etag: "none",
        pageInfo: { totalResults: 0, resultsPerPage: 5 },
      });
    }
    case "playlistItems": {
      if (!parts.includes("snippet")) return sendYouTubeError(res, 400, "invalidPart");
      if (req.query.get("playlistId") !== YOUTUBE_UPLOADS_PLAYLIST_ID) {
        return sendYouTubeError(res, 404, "playlistNotFound", "The playlist identified with the request's playlistId parameter cannot be found.");
      }
      const token = req.query.get("pageToken");
      if (token === null) return json(youtubeFixtures.uploadsPage1());
      if (token === PAGE_2_TOKEN) return json(youtubeFixtures.uploadsPage2());
      return sendYouTubeError(res, 400, "invalidPageToken");
    }
    default:
      return sendYouTubeError(res, 404, "notFound", "Not Found");
  }
}
