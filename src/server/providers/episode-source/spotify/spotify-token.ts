import { z } from "zod";
import { fetchUpstream, parseJson, UpstreamError } from "#server/providers/http/upstream-fetch.ts";

/**
 * Spotify's client-credentials flow: one app token, kept until shortly before it expires and
 * dropped early when the API says it is no longer valid.
 */

/** Renew this long before Spotify's stated expiry, so a token never expires mid-fetch. */
const EXPIRY_MARGIN_MS = 60_000;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
});

export type SpotifyTokens = {
  /** A valid access token, from the cache or freshly requested. */
  get(signal: AbortSignal): Promise<string>;
  /** Forgets `token` (the API answered 401 for it), so the next get() asks for a new one. */
  expire(token: string): void;
};

export type SpotifyTokenOptions = {
  clientId: string;
  clientSecret: string;
  accountsBase: string;
  fetch?: typeof fetch;
  now?: () => number;
};

export function createSpotifyTokens(options: SpotifyTokenOptions): SpotifyTokens {
  const now = options.now ?? Date.now;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
  const secrets = [options.clientSecret, basic];
  let cached: { token: string; renewAt: number } | null = null;

  async function request(signal: AbortSignal): Promise<string> {
    const response = await fetchUpstream({
      service: "Spotify accounts service",
      url: `${options.accountsBase}/api/token`,
      method: "POST",
      headers: {
        authorization: `Basic ${basic}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
      signal,
      fetch: options.fetch,
      secrets,
    });
    if (!response.ok) {
      throw new UpstreamError(
        `Spotify token request answered ${response.status}${oauthErrorCode(response.body)}`,
        response.status,
      );
    }
    const answer = tokenAnswerSchema.safeParse(parseJson(response.body));
    if (!answer.success)
      throw new UpstreamError("Spotify token answer is not a client-credentials token", response.status);
    const lifetimeMs = answer.data.expires_in * 1000;
    cached = {
      token: answer.data.access_token,
      renewAt: now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2),
    };
    return answer.data.access_token;
  }

  return {
    async get(signal) {
      if (cached && now() < cached.renewAt) return cached.token;
      cached = null;
      return request(signal);
    },
    expire(token) {
      if (cached?.token === token) cached = null;
    },
  };
}

/** Spotify's OAuth error code ("invalid_client"); its free text is left out of our messages. */
function oauthErrorCode(body: string): string {
  const code = (parseJson(body) as { error?: unknown } | null)?.error;
  return typeof code === "string" && /^[a-z_]{1,40}$/.test(code) ? ` (${code})` : "";
}
