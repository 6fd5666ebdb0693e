import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { BlockList, isIP } from "node:net";

/** The address ranges behind the names TRUST_PROXY accepts (the names Fastify's proxy-addr knows). */
export const PROXY_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * Whether the peer at an address is a proxy whose X-Forwarded-* headers are believed. Fastify is
 * given this same function, so the warnings below and the client address it works out never
 * disagree. An IPv4 peer seen as IPv4-mapped IPv6 (::ffff:a.b.c.d) matches its IPv4 entries.
 */
export function compileProxyTrust(setting: boolean | string[]): (address: string) => boolean {
  if (typeof setting === "boolean") return () => setting;
  const trusted = new BlockList();
  for (const entry of setting.flatMap((name) => PROXY_RANGES[name] ?? [name])) {
    const [address, prefix] = entry.split("/");
    const family = isIP(address!) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) trusted.addAddress(address!, family);
    else trusted.addSubnet(address!, Number(prefix), family);
  }
  return (address) => {
    const withoutZone = address.replace(/%.*$/, "");
    const version = isIP(withoutZone);
    return version !== 0 && trusted.check(withoutZone, version === 4 ? "ipv4" : "ipv6");
  };
}

const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host"] as const;

/** Load balancers and process managers probe these directly, without a proxy's headers. */
const PROBE_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * Warns, once per process and kind, when the proxy setting does not fit the traffic: forwarded
 * headers from a peer that is not trusted (a proxy TRUST_PROXY does not name: every visitor then
 * counts as that proxy for rate limits and login throttling), or a request from a trusted proxy
 * without X-Forwarded-For (the same sharing). Once, not per request: the log would fill otherwise,
 * and one line says what to change.
 */
export function warnAboutForwardedHeaders(
  app: FastifyInstance,
  isTrusted: (address: string) => boolean,
  log: FastifyBaseLogger = app.log,
): void {
  const warned = new Set<"untrusted" | "missing">();
  app.addHook("onRequest", async (request) => {
    if (warned.size === 2) return;
    const peer = request.socket.remoteAddress;
    if (!peer) return;
    const forwarded = FORWARDED_HEADERS.filter((name) => request.headers[name] !== undefined);
    if (!isTrusted(peer)) {
      if (forwarded.length === 0 || warned.has("untrusted")) return;
      warned.add("untrusted");
      log.warn(
        { peer, headers: forwarded },
        `a request from ${peer} carried ${forwarded.join(", ")}, which are ignored: that address is not a trusted proxy. ` +
          "If it is your proxy, name it in TRUST_PROXY; until then every visitor behind it shares its address for rate limits and login throttling (README: Deploying, step 2)",
      );
      return;
    }
    if (
      forwarded.includes("x-forwarded-for") ||
      warned.has("missing") ||
      PROBE_PATHS.has(request.url.split("?")[0]!)
    )
      return;
    warned.add("missing");
    log.warn(
      { peer },
      `a request from ${peer}, a trusted proxy (TRUST_PROXY), came without X-Forwarded-For: such requests all count as that address for rate limits and login throttling. ` +
        "Make the proxy send X-Forwarded-For, or, when nothing proxies the site, set TRUST_PROXY=false (README: Deploying, step 2)",
    );
  });
}
