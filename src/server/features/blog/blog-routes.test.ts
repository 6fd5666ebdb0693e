import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { blogPostListSchema } from "#shared/blog/blog-post-schema.ts";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import {
  blogLimits,
  postChangedMessage,
  videoEmbedRefused,
  type BlogPost,
  type BlogPostInput,
} from "#shared/blog/blog-post.ts";
import { eq, sql } from "drizzle-orm";
import { blogPosts } from "#server/db/schema.ts";
import { fallbackBlogPosts } from "#shared/content/blog-fallback.ts";

/** A valid form with overrides (SPEC §2 blog dialog fields). */
const postInput = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Rest Is Part of the Work",
  slug: "",
  category: "Mindset",
  readTime: "5 min read",
  authorName: "Jordan Rivers",
  excerpt: "Why recovery makes you better at what you do.",
  content: "<h2>Start here</h2><p>Rest is productive.</p>",
  imageUrl: "",
  videoUrl: "",
  videoEmbedCode: "",
  seoTitle: "",
  seoDescription: "",
  sourceUrl: "",
  tags: ["rest", "focus"],
  published: true,
  featured: false,
  ...overrides,
});

describe.each(testDatabaseKinds)("blog API on %s", (kind) => {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const t of open.splice(0)) await t.close();
  });
  const kept: TestApp[] = [];
  afterAll(async () => {
    for (const t of kept.splice(0)) await t.close();
  });

  /** A fresh app with the owner logged in; closed after the test (or after the block when shared). */
  const setUp = async ({ shared = false } = {}) => {
    const t = await createTestApp(kind);
    (shared ? kept : open).push(t);
    const cookie = await adminCookie(t);
    const write = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie } });
    const create = async (overrides: Partial<BlogPostInput> = {}) => {
      const res = await write("POST", "/api/admin/blog/posts", postInput(overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as BlogPost;
    };
    const publicList = async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/blog/posts" });
      expect(res.statusCode).toBe(200);
      return res.json() as BlogPost[];
    };
    return { t, cookie, write, create, publicList };
  };

  test("GET /api/blog/posts answers bytes prepared once per change, with a strong ETag, 304 on If-None-Match and a new tag after a save or a delete", async () => {
    const { t, write, create } = await setUp();
    const first = await create({ title: "Rest Is Part of the Work" });
    await create({
      title: "Money and Meaning",
      content: `<p>${"Enough is a number you choose. ".repeat(20)}</p>`,
    });
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: "/api/blog/posts", headers });

    const encode = vi.spyOn(blogPostListSchema, "encode");
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await get());
      expect(encode).toHaveBeenCalledTimes(1);
      const serialize = serializerCompiler({
        schema: blogPostListSchema,
        method: "GET",
        url: "/api/blog/posts",
      });
      const [one] = answers;
      expect(one!.body).toBe(serialize(answers[0]!.json()));
      expect(one!.headers["content-type"]).toBe("application/json; charset=utf-8");
      const etag = one!.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      for (const res of answers) {
        expect(res.headers.etag).toBe(etag);
        expect(res.body).toBe(one!.body);
      }
      const notModified = await get({ "if-none-match": `W/"other", ${etag}` });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe("");
      const gzipped = await get({ "accept-encoding": "gzip" });
      expect(gzipped.headers["content-encoding"]).toBe("gzip");
      expect(encode).toHaveBeenCalledTimes(1);

      const saved = await write(
        "PUT",
        `/api/admin/blog/posts/${first.id}`,
        postInput({ title: "Rest Is the Work" }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const afterSave = await get({ "if-none-match": etag });
      expect(afterSave.statusCode).toBe(200);
      expect(afterSave.headers.etag).not.toBe(etag);
      expect((afterSave.json() as BlogPost[]).map((p) => p.title)).toContain("Rest Is the Work");

      expect((await write("DELETE", `/api/admin/blog/posts/${first.id}`)).statusCode).toBe(204);
      const afterDelete = await get({ "if-none-match": afterSave.headers.etag as string });
      expect(afterDelete.statusCode).toBe(200);
      expect(afterDelete.headers.etag).not.toBe(afterSave.headers.etag);
      expect((afterDelete.json() as BlogPost[]).map((p) => p.id)).not.toContain(first.id);
    } finally {
      encode.mockRestore();
    }
  });

  test("create derives the slug from the title, sets publishDate and answers the stored post (SPEC §5)", async () => {
    const { create } = await setUp();
    const before = Date.now();
    const post = await create({
      title: "  Rest Is Part of the Work!  ",
      slug: "",
      imageUrl: "/public-objects/abc.png",
    });
    expect(post.slug).toBe("rest-is-part-of-the-work");
    expect(post.title).toBe("Rest Is Part of the Work!");
    expect(Date.parse(post.publishDate!)).toBeGreaterThanOrEqual(before - 1000);
    expect(post).toMatchObject({
      category: "Mindset",
      tags: ["rest", "focus"],
      published: true,
      featured: false,
      imageUrl: "/public-objects/abc.png",
      seoTitle: null,
      sourceUrl: null,
    });
  });

  test("tags are stored as the form sends them: trimmed, each once ignoring case, first spelling kept", async () => {
    const { create, write } = await setUp();
    const post = await create({ tags: ["a", "A", " a ", "Calm", "calm "] });
    expect(post.tags).toEqual(["a", "Calm"]);
    const updated = await write(
      "PUT",
      `/api/admin/blog/posts/${post.id}`,
      postInput({ slug: post.slug, tags: ["Rest", " rest", "REST"] }),
    );
    expect(updated.json().tags).toEqual(["Rest"]);

    // The form edits tags as one comma-separated line, where "a,b" would come back as two tags.
    const comma = await write(
      "PUT",
      `/api/admin/blog/posts/${post.id}`,
      postInput({ slug: post.slug, tags: ["a,b"] }),
    );
    expect(comma.statusCode).toBe(400);
    expect(comma.json().fields).toEqual({ "tags.0": "A tag may not contain a comma" });
  });

  test("content that is only markup is refused with the form's message; an image alone is content", async () => {
    const { create, write } = await setUp();
    for (const content of ["<p> </p>", "<p>&nbsp;</p><br>"]) {
      const res = await write("POST", "/api/admin/blog/posts", postInput({ content }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ content: "Content is required" });
    }
    const pictureOnly = await create({ content: '<p><img src="/public-objects/abc.png" alt="Sunrise"></p>' });
    expect(pictureOnly.content).toContain("<img");
  });

  test("a given slug is kept; a slug that is already used answers 409 with a clear message", async () => {
    const { create, write } = await setUp();
    await create({ slug: "my-slug" });
    const clash = await write(
      "POST",
      "/api/admin/blog/posts",
      postInput({ title: "Another", slug: "my-slug" }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      error: "slug_taken",
      message: 'Another post already uses the slug "my-slug". Choose a different slug.',
      fields: { slug: "Another post already uses this slug" },
    });
    const derivedClash = await write("POST", "/api/admin/blog/posts", postInput({ title: "My Slug" }));
    expect(derivedClash.statusCode).toBe(409);
  });

  test("update changes the post and moves publishDate to the save time; a clash on update is 409", async () => {
    const { create, write } = await setUp();
    const first = await create({ slug: "first" });
    await create({ slug: "second" });
    const res = await write(
      "PUT",
      `/api/admin/blog/posts/${first.id}`,
      postInput({ slug: "first", title: "Renamed", featured: true }),
    );
    expect(res.statusCode).toBe(200);
    const updated = res.json() as BlogPost;
    expect(updated).toMatchObject({ id: first.id, title: "Renamed", featured: true, slug: "first" });
    expect(Date.parse(updated.publishDate!)).toBeGreaterThanOrEqual(Date.parse(first.publishDate!));
    const clash = await write("PUT", `/api/admin/blog/posts/${first.id}`, postInput({ slug: "second" }));
    expect(clash.statusCode).toBe(409);
  });

  test("a save of the version the owner opened goes through; one over a version changed since is a 409 that changes nothing", async () => {
    const { t, cookie, create, write } = await setUp();
    const opened = await create({ slug: "opened-twice", title: "As opened" });
    const url = `/api/admin/blog/posts/${opened.id}`;
    // Tab B saves the version it opened: it is the latest, so it goes through.
    const saved = await write("PUT", url, {
      ...postInput({ slug: "opened-twice", title: "Tab B" }),
      expectedUpdatedAt: opened.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    const latest = saved.json() as BlogPost;

    // Tab A still holds the version from before B's save.
    const stale = await write("PUT", url, {
      ...postInput({ slug: "opened-twice", title: "Tab A" }),
      expectedUpdatedAt: opened.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: "post_changed", message: postChangedMessage });
    const posts = (
      await t.app.inject({ method: "GET", url: "/api/admin/blog/posts", headers: { cookie } })
    ).json() as BlogPost[];
    expect(posts.find((post) => post.id === opened.id)).toMatchObject({
      title: "Tab B",
      updatedAt: latest.updatedAt,
    });

    // Saving from the latest version works again; without a version the save is as before.
    const again = await write("PUT", url, {
      ...postInput({ slug: "opened-twice", title: "Tab A, again" }),
      expectedUpdatedAt: latest.updatedAt,
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await write("PUT", url, postInput({ slug: "opened-twice", title: "No version" }))).statusCode,
    ).toBe(200);
    // A version of a post that is gone is still a 404; a version that is no date is a 400.
    expect(
      (
        await write("PUT", "/api/admin/blog/posts/999999", {
          ...postInput(),
          expectedUpdatedAt: latest.updatedAt,
        })
      ).statusCode,
    ).toBe(404);
    const notADate = await write("PUT", url, {
      ...postInput({ slug: "opened-twice" }),
      expectedUpdatedAt: "yesterday",
    });
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json()).toMatchObject({
      fields: { expectedUpdatedAt: "expectedUpdatedAt must be a date and time" },
    });
    // A date the database cannot hold is refused too, not a 500.
    for (const outOfRange of [
      "0000-01-01T00:00:00Z",
      "+275760-09-13T00:00:00.000Z",
      "-010000-01-01T00:00:00Z",
    ]) {
      const refused = await write("PUT", url, {
        ...postInput({ slug: "opened-twice" }),
        expectedUpdatedAt: outOfRange,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({
        expectedUpdatedAt: "expectedUpdatedAt must be a date and time",
      });
    }
  });

  test("update and delete of an unknown id answer 404; a non-numeric id answers 400", async () => {
    const { write } = await setUp();
    expect((await write("PUT", "/api/admin/blog/posts/999999", postInput())).statusCode).toBe(404);
    expect((await write("DELETE", "/api/admin/blog/posts/999999")).statusCode).toBe(404);
    expect((await write("DELETE", "/api/admin/blog/posts/abc")).statusCode).toBe(400);
    expect((await write("PUT", "/api/admin/blog/posts/-3", postInput())).statusCode).toBe(400);
  });

  test.each([
    ["0x10", "must be a positive whole number"],
    ["1e3", "must be a positive whole number"],
    ["+1", "must be a positive whole number"],
    ["1.0", "must be a positive whole number"],
    ["0", "must be a positive whole number"],
    ["%201", "must be a positive whole number"],
    ["01", "must be written without leading zeros"],
    ["2147483648", "must be at most 2147483647"],
    ["99999999999999999999999", "must be at most 2147483647"],
  ])("the post id %s is refused with 400 saying it %s", async (id, problem) => {
    const { create, write } = await setUp();
    // Loosely read, most of these would name this post (1, 16 or 1000 could all exist).
    await create();
    for (const res of [
      await write("PUT", `/api/admin/blog/posts/${id}`, postInput()),
      await write("DELETE", `/api/admin/blog/posts/${id}`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_input", fields: { id: `Post id ${problem}` } });
    }
  });

  test("a post whose slug is as long as slugs may be is served by the API", async () => {
    const { create, t } = await setUp();
    const slug = "a".repeat(blogLimits.slug);
    await create({ slug });
    const res = await t.app.inject({ method: "GET", url: `/api/blog/posts/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().slug).toBe(slug);
  });

  test("a post written around the API with a mistyped year past 9999 is still listed, so the owner can open and fix it", async () => {
    const { t, cookie } = await setUp();
    await t.database.db.execute(
      sql`insert into blog_posts (title, slug, category, excerpt, content, author_name, publish_date)
          values ('Typo', 'typo', 'Mindset', 'e', '<p>x</p>', 'A', '20240-01-01 00:00:00+00')`,
    );
    const admin = await t.app.inject({ method: "GET", url: "/api/admin/blog/posts", headers: { cookie } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toEqual([
      expect.objectContaining({ slug: "typo", publishDate: new Date(Date.UTC(20240, 0, 1)).toISOString() }),
    ]);
  });

  test("every answer carries a post's columns and nothing else, dates as ISO strings; a row written around the API is still answered", async () => {
    const { create, write, publicList, t, cookie } = await setUp();
    const created = await create({ slug: "shaped", imageUrl: "/public-objects/abc.png" });
    // Older rows may lack what saves now set: no publish date, a category the form no longer offers.
    await t.database.db.insert(blogPosts).values({
      title: "Imported",
      slug: "imported",
      category: "Cooking",
      excerpt: "e",
      content: "<p>x</p>",
      authorName: "A",
    });
    const rows = await t.database.db.select().from(blogPosts);
    /** The row as the API has always written it: every column in table order, Dates as JSON writes them. */
    const asAnswered = (id: number) =>
      JSON.parse(JSON.stringify(rows.find((row) => row.id === id))) as BlogPost;
    const columns = Object.keys(rows[0]!);

    const updated = await write(
      "PUT",
      `/api/admin/blog/posts/${created.id}`,
      postInput({ slug: "shaped", imageUrl: "/public-objects/abc.png" }),
    );
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, created.id));
    expect(updated.body).toBe(JSON.stringify(row));
    expect(Object.keys(created)).toEqual(columns);
    expect(created).toEqual(asAnswered(created.id));

    const fresh = JSON.parse(JSON.stringify(row)) as BlogPost;
    expect(await publicList()).toEqual([fresh]);
    const bySlug = await t.app.inject({ method: "GET", url: "/api/blog/posts/shaped" });
    expect(bySlug.body).toBe(JSON.stringify(row));
    const admin = await t.app.inject({ method: "GET", url: "/api/admin/blog/posts", headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    const imported = rows.find((r) => r.slug === "imported")!;
    expect(admin.json()).toEqual([asAnswered(imported.id), fresh]);
    expect(admin.json()[0]).toMatchObject({
      publishDate: null,
      category: "Cooking",
      tags: [],
      imageUrl: null,
    });
  });

  test("delete removes the post from the admin list and the public list", async () => {
    const { create, write, publicList, t, cookie } = await setUp();
    const post = await create();
    expect((await write("DELETE", `/api/admin/blog/posts/${post.id}`)).statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    const admin = await t.app.inject({ method: "GET", url: "/api/admin/blog/posts", headers: { cookie } });
    expect(admin.json()).toEqual([]);
  });

  describe("invalid input", () => {
    // Refused writes store nothing, so one app serves every case.
    let ctx: Awaited<ReturnType<typeof setUp>>;
    beforeAll(async () => {
      ctx = await setUp({ shared: true });
    });

    test.each([
      ["a missing title", { title: undefined }, "title"],
      ["an empty excerpt", { excerpt: "   " }, "excerpt"],
      ["no content", { content: "" }, "content"],
      ["an unknown category", { category: "Cooking" }, "category"],
      ["a missing author", { authorName: undefined }, "authorName"],
      ["a title that is a number", { title: 42 }, "title"],
      ["tags that are not a list", { tags: "a, b" }, "tags"],
      ["published as text", { published: "yes" }, "published"],
      ["a huge title", { title: "x".repeat(5000) }, "title"],
      ["a slug with spaces", { slug: "Not A Slug" }, "slug"],
      ["a javascript: source URL", { sourceUrl: "javascript:alert(1)" }, "sourceUrl"],
      ["a protocol-relative image", { imageUrl: "//evil.example/x.png" }, "imageUrl"],
      ["a backslash path browsers read as another host", { imageUrl: "/\\evil.example/x.png" }, "imageUrl"],
      ["30 tags", { tags: Array.from({ length: 30 }, (_, i) => `t${i}`) }, "tags"],
    ])("%s is a 400 naming the field, and nothing is stored", async (_name, overrides, field) => {
      const res = await ctx.write("POST", "/api/admin/blog/posts", { ...postInput(), ...overrides });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe("invalid_input");
      expect(Object.keys(res.json().fields)).toContain(field);
      expect(await ctx.t.database.db.select().from(blogPosts)).toEqual([]);
    });
  });

  test("a title without letters or digits and no slug is a 400 asking for a slug", async () => {
    const { write } = await setUp();
    const res = await write("POST", "/api/admin/blog/posts", postInput({ title: "!!!", slug: "" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.slug).toMatch(/Add a slug/);
  });

  test("a body over the post limit answers 413", async () => {
    const { write } = await setUp();
    const res = await write("POST", "/api/admin/blog/posts", postInput({ content: "x".repeat(1100 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  test("content at the character limit is accepted in any script (3 bytes a character in UTF-8)", async () => {
    const { write } = await setUp();
    const content = `<p>${"成".repeat(blogLimits.content - 7)}</p>`;
    const res = await write("POST", "/api/admin/blog/posts", postInput({ content }));
    expect(res.statusCode).toBe(201);
  });

  test("content and embed code are held to their limits as stored: one that cleaning lengthens past them is refused", async () => {
    const { write, create } = await setUp();
    // 199,967 characters as typed; every & is stored as &amp;, which would be 399,927.
    const lengthened = await write(
      "POST",
      "/api/admin/blog/posts",
      postInput({ content: `<p>${"Q&A ".repeat(49_990)}</p>` }),
    );
    expect(lengthened.statusCode).toBe(400);
    expect(lengthened.json().fields.content).toMatch(
      /^Content must be at most 200,000 characters once made safe/,
    );

    // What the server stores and answers can be saved again as it came back.
    const post = await create({ content: `<p>${"Q&A ".repeat(15_000)}</p>` });
    const again = await write("PUT", `/api/admin/blog/posts/${post.id}`, {
      ...postInput({ slug: post.slug, content: post.content }),
      expectedUpdatedAt: post.updatedAt,
    });
    expect(again.statusCode).toBe(200);
  });

  test("only published posts are public; a draft's slug answers 404 (SPEC §2)", async () => {
    const { create, publicList, t } = await setUp();
    await create({ slug: "live", published: true });
    await create({ slug: "draft", published: false });
    expect((await publicList()).map((p) => p.slug)).toEqual(["live"]);
    expect((await t.app.inject({ method: "GET", url: "/api/blog/posts/live" })).statusCode).toBe(200);
    const draft = await t.app.inject({ method: "GET", url: "/api/blog/posts/draft" });
    expect(draft.statusCode).toBe(404);
    expect(draft.json()).toEqual({ error: "not_found", message: "Post Not Found" });
  });

  test("the public list is newest first and follows every write at once", async () => {
    const { create, write, publicList } = await setUp();
    const older = await create({ slug: "older" });
    await create({ slug: "newer" });
    expect((await publicList()).map((p) => p.slug)).toEqual(["newer", "older"]);
    await write("PUT", `/api/admin/blog/posts/${older.id}`, postInput({ slug: "older", published: false }));
    expect((await publicList()).map((p) => p.slug)).toEqual(["newer"]);
  });

  test("scripts, event handlers and javascript: URLs are removed before storing; allowed video embeds stay", async () => {
    const { create, t } = await setUp();
    const post = await create({
      content:
        '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)></p>',
      videoEmbedCode:
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(6)"></iframe><script>alert(5)</script><iframe src="https://evil.example/embed/x"></iframe>',
    });
    for (const text of [post.content, post.videoEmbedCode!]) {
      expect(text).not.toMatch(/<script|onclick|onerror|onload|javascript:|evil\.example/i);
    }
    expect(post.content).toContain("Hi");
    expect(post.videoEmbedCode).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    const [row] = await t.database.db.select().from(blogPosts);
    expect(row!.content).toBe(post.content);
  });

  test("a row written around the API is still sanitized on the public read", async () => {
    const { t, publicList } = await setUp();
    await t.database.db.insert(blogPosts).values({
      title: "Imported",
      slug: "imported",
      category: "Mindset",
      excerpt: "e",
      content: '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      authorName: "A",
      published: true,
      publishDate: new Date(),
    });
    const [post] = await publicList();
    expect(post!.content).toBe("<p>ok</p>");
  });

  test("content that is only unsafe HTML is a 400, not an empty post", async () => {
    const { write } = await setUp();
    const res = await write(
      "POST",
      "/api/admin/blog/posts",
      postInput({ content: "<script>alert(1)</script>" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty("content");
  });

  const YOUTUBE_EMBED =
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=3" allowfullscreen></iframe>';
  const embedRefused = {
    error: "invalid_input",
    message: `Invalid input. videoEmbedCode: ${videoEmbedRefused}`,
    fields: { videoEmbedCode: videoEmbedRefused },
  };
  const notAPlayer: [string, string][] = [
    ["a Loom player", '<iframe src="https://www.loom.com/embed/0123456789abcdef" allowfullscreen></iframe>'],
    ["plain text", "the video from last week"],
    ["a javascript: URL", "javascript:alert(1)"],
    // The shared check sees an iframe; the server's sanitizer, which has the last word, does not.
    [
      "a player inside a script",
      '<script><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></script>',
    ],
  ];

  test.each(notAPlayer)(
    "an embed code that is %s is a 400 by its field on create, and nothing is stored",
    async (_name, videoEmbedCode) => {
      const { write, t } = await setUp();
      const res = await write("POST", "/api/admin/blog/posts", postInput({ videoEmbedCode }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(embedRefused);
      expect(await t.database.db.select().from(blogPosts)).toEqual([]);
    },
  );

  test.each(notAPlayer)(
    "an embed code that is %s is a 400 by its field on update, and the post is unchanged",
    async (_name, videoEmbedCode) => {
      const { create, write, t } = await setUp();
      const post = await create({ slug: "with-video", videoEmbedCode: YOUTUBE_EMBED });
      const before = await t.database.db.select().from(blogPosts);
      const res = await write(
        "PUT",
        `/api/admin/blog/posts/${post.id}`,
        postInput({ slug: "with-video", title: "Renamed", videoEmbedCode }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(embedRefused);
      expect(await t.database.db.select().from(blogPosts)).toEqual(before);
    },
  );

  test("a YouTube or Vimeo embed code is saved on create and update", async () => {
    const { create, write, t } = await setUp();
    const post = await create({ slug: "with-video", videoEmbedCode: YOUTUBE_EMBED });
    expect(post.videoEmbedCode).toContain(
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&amp;start=3"',
    );
    const vimeo = '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>';
    const res = await write(
      "PUT",
      `/api/admin/blog/posts/${post.id}`,
      postInput({ slug: "with-video", videoEmbedCode: vimeo }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(blogPosts);
    expect(row!.videoEmbedCode).toContain('src="https://player.vimeo.com/video/76979871"');
  });

  test("a blog with no published post lists the built-in sample posts in /sitemap.xml and /blog/rss.xml, until one is published", async () => {
    const { create, t } = await setUp();
    const sampleSlugs = fallbackBlogPosts.map((post) => post.slug);
    await create({ slug: "only-a-draft", published: false });
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const feed = (await t.app.inject({ method: "GET", url: "/blog/rss.xml" })).body;
    for (const slug of sampleSlugs) {
      expect(sitemap).toContain(`<loc>https://podcast.example.com/blog/${slug}</loc>`);
      expect(feed).toContain(`<link>https://podcast.example.com/blog/${slug}</link>`);
    }
    expect(feed.match(/<item>/g)).toHaveLength(sampleSlugs.length);
    expect(feed).toContain(`<pubDate>${new Date(fallbackBlogPosts[0]!.publishDate).toUTCString()}</pubDate>`);

    await create({ slug: "the-first-real-post" });
    const sitemapAfter = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const feedAfter = (await t.app.inject({ method: "GET", url: "/blog/rss.xml" })).body;
    expect(sitemapAfter).toContain("<loc>https://podcast.example.com/blog/the-first-real-post</loc>");
    expect(feedAfter.match(/<item>/g)).toHaveLength(1);
    for (const slug of sampleSlugs) {
      expect(sitemapAfter).not.toContain(`/blog/${slug}<`);
      expect(feedAfter).not.toContain(`/blog/${slug}<`);
    }
  });

  test("published posts are in /sitemap.xml and /blog/rss.xml; drafts are not", async () => {
    const { create, t } = await setUp();
    await create({
      slug: "in-the-feed",
      title: "In <the> Feed & More",
      tags: ["rest"],
      content:
        '<p>See <a href="/coaching">coaching</a> and <a href="https://example.com/elsewhere">this</a>.</p><img src="/public-objects/cover.png" alt="Cover">',
    });
    await create({ slug: "secret-draft", published: false });
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    expect(sitemap).toContain("<loc>https://podcast.example.com/blog/in-the-feed</loc>");
    expect(sitemap).not.toContain("secret-draft");
    const feed = await t.app.inject({ method: "GET", url: "/blog/rss.xml" });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body).toContain("<title>In &lt;the&gt; Feed &amp; More</title>");
    expect(feed.body).toContain("<link>https://podcast.example.com/blog/in-the-feed</link>");
    expect(feed.body).toContain("<category>rest</category>");
    expect(feed.body).not.toContain("secret-draft");
    // Away from the site, a reader needs the site's origin on its links and images.
    expect(feed.body).toContain("&lt;a href=&quot;https://podcast.example.com/coaching&quot;");
    expect(feed.body).toContain(
      "&lt;img src=&quot;https://podcast.example.com/public-objects/cover.png&quot;",
    );
    expect(feed.body).toContain("&lt;a href=&quot;https://example.com/elsewhere&quot;");
  });
});
