import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { inlineScriptHashes, newNonce, pageContentSecurityPolicy } from "./content-security-policy.ts";

const directives = (policy: string) =>
  new Map(policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));

describe("the pages' Content-Security-Policy", () => {
  const plain = directives(
    pageContentSecurityPolicy({ stripe: false, analytics: false, uploadOrigins: [] })({ nonce: "n0nce" }),
  );

  test("scripts come from this site or carry the response's nonce; nothing is evaluated", () => {
    expect(plain.get("script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(plain.get("default-src")).toEqual(["'self'"]);
    expect(plain.get("object-src")).toEqual(["'none'"]);
    expect(plain.get("base-uri")).toEqual(["'self'"]);
    expect(plain.get("frame-ancestors")).toEqual(["'self'"]);
    expect([...plain.values()].flat()).not.toContain("'unsafe-eval'");
  });

  test("frames are the blog's video players; images and episode audio may come from any web address", () => {
    expect(plain.get("frame-src")).toEqual([
      "https://www.youtube.com",
      "https://youtube.com",
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
    ]);
    expect(plain.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:", "http:"]);
    expect(plain.get("media-src")).toEqual(["'self'", "https:", "http:"]);
    expect(plain.get("connect-src")).toEqual(["'self'"]);
  });

  test("Stripe, Google Analytics and the upload bucket are allowed only when configured", () => {
    const all = directives(
      pageContentSecurityPolicy({
        stripe: true,
        analytics: true,
        uploadOrigins: ["https://media.example.com"],
      })({ nonce: "n0nce" }),
    );
    expect(all.get("script-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://*.googletagmanager.com", "'nonce-n0nce'"]),
    );
    expect(all.get("frame-src")).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]),
    );
    expect(all.get("connect-src")).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://media.example.com",
        "https://api.stripe.com",
        "https://*.google-analytics.com",
      ]),
    );
    expect(plain.get("script-src")!.join(" ")).not.toMatch(/stripe|google/);
  });

  test("each response gets a fresh 128-bit nonce", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  test("a page sent alike to everyone allows its own inline scripts by hash, and no nonce", () => {
    const policy = directives(
      pageContentSecurityPolicy({ stripe: false, analytics: false, uploadOrigins: [] })({
        hashes: ["sha256-AAA=", "sha256-BBB="],
      }),
    );
    expect(policy.get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });
});

describe("the hashes of a page's inline scripts", () => {
  const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  test("each inline script's text is hashed once, in order; scripts with a src are not", () => {
    const html =
      '<head><script type="module" src="/assets/entry.js"></script><script>window.a = "é";</script></head>' +
      '<body><p>&lt;script&gt;</p><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script>window.a = "é";</script><script async="">import("/assets/x.js")</script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a = "é";'),
      sha256('{"@type":"Thing"}'),
      sha256('import("/assets/x.js")'),
    ]);
  });

  test("a page with no inline script, or one cut off inside a tag, gives what it can", () => {
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
    expect(inlineScriptHashes("<script>a()</script><script>b(")).toEqual([sha256("a()")]);
  });
});
