import { afterEach, expect, test } from "vitest";
import { sendJson, sendText, startStandIn, type StandIn } from "#tests/stand-ins/stand-in-server.ts";
import { createSpotifyTokens } from "./spotify-token.ts";

let standIn: StandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function tokensFrom(expiresIn: number) {
  let issued = 0;
  standIn = await startStandIn((_req, res) =>
    sendJson(res, 200, { access_token: `token-${++issued}`, token_type: "Bearer", expires_in: expiresIn }),
  );
  let clock = 1_000_000;
  const tokens = createSpotifyTokens({
    clientId: "id",
    clientSecret: "secret",
    accountsBase: standIn.url,
    now: () => clock,
  });
  return { tokens, advance: (ms: number) => (clock += ms), requests: () => standIn?.requests.length ?? 0 };
}

const signal = () => AbortSignal.timeout(5_000);

test("a token is reused until a minute before Spotify's expires_in, then renewed", async () => {
  const { tokens, advance, requests } = await tokensFrom(3600);
  expect(await tokens.get(signal())).toBe("token-1");
  advance(3_539_000);
  expect(await tokens.get(signal())).toBe("token-1");
  advance(2_000);
  expect(await tokens.get(signal())).toBe("token-2");
  expect(requests()).toBe(2);
});

test("expire() drops the cached token only when it is the one the API refused", async () => {
  const { tokens } = await tokensFrom(3600);
  const first = await tokens.get(signal());
  tokens.expire("some-older-token");
  expect(await tokens.get(signal())).toBe(first);
  tokens.expire(first);
  expect(await tokens.get(signal())).toBe("token-2");
});

test("a token answer that is not a client-credentials token throws", async () => {
  standIn = await startStandIn((_req, res) => sendText(res, 200, "<html>maintenance</html>", "text/html"));
  const tokens = createSpotifyTokens({ clientId: "id", clientSecret: "secret", accountsBase: standIn.url });
  await expect(tokens.get(signal())).rejects.toThrow(/not a client-credentials token/);
});
