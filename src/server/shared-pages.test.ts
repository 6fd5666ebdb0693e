import { afterEach, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import {
  makeEpisode,
  scriptedEpisodeSource,
  type UpstreamAnswer,
} from "#tests/helpers/scripted-episode-source.ts";
import {
  createTestApp,
  testDatabaseKinds,
  type TestApp,
  type TestAppOptions,
} from "#tests/helpers/test-app.ts";

// The pages as the server serves them from the production build (`npm run build` first): a page
// that is the same for every visitor is rendered once per content change (decision 023).

const post = (title: string, slug: string) => ({
  title,
  slug,
  category: "Mindset",
  readTime: "5 min read",
  authorName: "Jordan Rivers",
  excerpt: "Why recovery makes you better at what you do.",
  content: "<p>Rest is productive.</p>",
  imageUrl: "",
  videoUrl: "",
  videoEmbedCode: "",
  seoTitle: "",
  seoDescription: "",
  sourceUrl: "",
  tags: ["rest"],
  published: true,
  featured: false,
});

describe.each(testDatabaseKinds)("pages every visitor sees alike, on %s", { timeout: 60_000 }, (kind) => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    // Last started first: an app on another's database stops before that one drops it.
    for (const close of closers.splice(0).reverse()) await close();
  });
  const start = async (options: TestAppOptions = {}) => {
    const t = await createTestApp(kind, { web: "production", ...options });
    closers.push(options.database ? t.stop : t.close);
    return t;
  };
  const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity", ...headers } });

  test("are sent as the same bytes with an ETag and a policy of script hashes; a repeat visit gets 304", async () => {
    const t = await start();
    const first = await get(t, "/about");
    const second = await get(t, "/about", { "accept-encoding": "br" });
    const third = await get(t, "/about");
    expect(first.statusCode).toBe(200);
    expect(third.body).toBe(first.body);
    expect(third.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(second.headers.etag).toMatch(/^"[\w-]{43}-br"$/);
    expect(second.headers["content-encoding"]).toBe("br");
    const policy = second.headers["content-security-policy"] as string;
    expect(policy).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).not.toContain("nonce");
    expect(second.body).not.toContain("nonce=");
    const repeat = await get(t, "/about", {
      "accept-encoding": "br",
      "if-none-match": second.headers.etag as string,
    });
    expect(repeat.statusCode).toBe(304);
  });

  test("the admin page, an address with a query and a page's form answer are rendered for each request", async () => {
    const t = await start();
    for (const url of ["/admin", "/episodes?page=2"]) {
      const [one, two] = [await get(t, url), await get(t, url)];
      expect(one.headers.etag, url).toBeUndefined();
      const nonces = [one, two].map(
        (answer) => /'nonce-([^']+)'/.exec(answer.headers["content-security-policy"] as string)?.[1],
      );
      expect(nonces[0], url).toBeDefined();
      expect(nonces[0], url).not.toBe(nonces[1]);
    }
    await get(t, "/support");
    const typed = await t.app.inject({
      method: "POST",
      url: "/support",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      // A message too short to send: the form comes back with what was typed in it.
      payload: "name=Sam+Sampleton&email=sam%40example.com&type=general&subject=Hello+there&message=Hi",
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.headers["cache-control"]).toBe("private, no-store");
    expect(typed.body).toContain("Sam Sampleton");
    expect((await get(t, "/support")).body).not.toContain("Sampleton");
  });

  test("a post the owner saves or deletes shows on the blog at once", async () => {
    const t = await start();
    expect((await get(t, "/blog")).body).not.toContain("Sleep Is a Skill");
    const cookie = await adminCookie(t);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: { cookie },
      payload: post("Sleep Is a Skill", "sleep-is-a-skill"),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await get(t, "/blog")).body).toContain("Sleep Is a Skill");
    expect((await get(t, "/blog/sleep-is-a-skill")).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/blog/posts/${created.json().id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(t, "/blog")).body).not.toContain("Sleep Is a Skill");
    expect((await get(t, "/blog/sleep-is-a-skill")).statusCode).toBe(404);
  });

  test("a catalog refresh and a transcript save show on the episode pages at once", async () => {
    const episode = makeEpisode({ name: "Episode 7: The Long Game" });
    const renamed = { ...episode, name: "Episode 7: The Longer Game" };
    const upstream: UpstreamAnswer[] = [[episode]];
    const t = await start({ episodeSource: scriptedEpisodeSource(upstream) });
    await t.app.episodeCatalog.refresh();
    expect((await get(t, "/episodes")).body).toContain("The Long Game");
    expect((await get(t, `/episode/${episode.id}`)).body).not.toContain("Dr. Lena Okafor");
    upstream[0] = [renamed];
    await t.app.episodeCatalog.refresh();
    expect((await get(t, "/episodes")).body).toContain("The Longer Game");

    const cookie = await adminCookie(t);
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/transcripts/${episode.id}`,
      headers: { cookie },
      payload: {
        seoTitle: "The Longer Game",
        seoDescription: null,
        thumbnailUrl: null,
        youtubeUrl: null,
        guestInfo: "Dr. Lena Okafor, sleep researcher",
        keyTopics: ["Rest"],
        showNotes: "## Notes",
        transcript: "One.\n\nTwo.",
        resources: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(t, `/episode/${episode.id}`)).body).toContain("Dr. Lena Okafor");
  });

  test.runIf(kind === "postgres")(
    "with two instances on one database, an edit on one shows on the other within 10 s",
    async () => {
      const a = await start();
      const b = await start({ database: a.database });
      expect((await get(b, "/blog")).body).not.toContain("Written Elsewhere");
      const cookie = await adminCookie(a);
      const created = await a.app.inject({
        method: "POST",
        url: "/api/admin/blog/posts",
        headers: { cookie },
        payload: post("Written Elsewhere", "written-elsewhere"),
      });
      expect(created.statusCode, created.body).toBe(201);
      const saved = Date.now();
      while (!(await get(b, "/blog")).body.includes("Written Elsewhere")) {
        expect(Date.now() - saved, "ms until the other instance showed the post").toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  );
});
