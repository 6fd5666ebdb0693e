import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { makeEpisode, scriptedEpisodeSource } from "#tests/helpers/scripted-episode-source.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import type { BlogPost, BlogPostInput } from "#shared/blog/blog-post.ts";
import {
  SEARCH_MAX_LENGTH,
  searchAnswerSchema,
  searchMessages,
  type SearchAnswer,
} from "#shared/search/search-schema.ts";

/** A word no sample content has, so each test finds only what it made. */
const uniqueWord = (stem: string) => `${stem}${Math.random().toString(36).slice(2, 8)}`;

const postInput = (overrides: Partial<BlogPostInput>): BlogPostInput => ({
  title: "Steady Leadership",
  slug: "",
  category: "Leadership",
  readTime: "4 min read",
  authorName: "Casey Test",
  excerpt: "Three habits that keep a team calm.",
  content: "<p>Plans change. Calm leaders make the change smaller than the story about it.</p>",
  imageUrl: "",
  videoUrl: "",
  videoEmbedCode: "",
  seoTitle: "",
  seoDescription: "",
  sourceUrl: "",
  tags: ["leadership"],
  published: true,
  featured: false,
  ...overrides,
});

describe.each(testDatabaseKinds)("site search on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await adminCookie(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const write = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie } });
  const createPost = async (overrides: Partial<BlogPostInput>) => {
    const res = await write(
      "POST",
      "/api/admin/blog/posts",
      postInput({ slug: uniqueWord("post-"), ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BlogPost;
  };
  const search = async (query: Record<string, string>): Promise<SearchAnswer> => {
    const res = await t.app.inject({ method: "GET", url: "/api/search", query });
    expect(res.statusCode, res.body).toBe(200);
    return searchAnswerSchema.parse(res.json());
  };
  /**
   * The answer once the index has caught up with a change just made: a search answers from the
   * index as it is while the index is brought up to date, which takes about a second at most.
   */
  const searchUntil = async (
    query: Record<string, string>,
    caughtUp: (answer: SearchAnswer) => boolean,
  ): Promise<SearchAnswer> => {
    const deadline = Date.now() + 5_000;
    let answer = await search(query);
    while (!caughtUp(answer) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      answer = await search(query);
    }
    return answer;
  };
  const found = (count: number) => (answer: SearchAnswer) => answer.total === count;
  const matchedWords = (answer: SearchAnswer, index = 0) =>
    answer.results[index]!.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase());
  const sampleEpisode = () => t.app.episodeCatalog.list()[1]!;

  test("a published post is found by its words, the match marked, and is gone once deleted", async () => {
    const word = uniqueWord("zqcalm");
    const post = await createPost({
      content: `<p>Breathe before you answer: ${word} keeps the room steady.</p>`,
    });
    const answer = await searchUntil({ q: word }, found(1));
    expect(answer.total).toBe(1);
    expect(answer.results[0]).toMatchObject({ kind: "post", title: post.title, path: `/blog/${post.slug}` });
    expect(matchedWords(answer)).toEqual([word]);
    expect(answer.results[0]!.snippet.map((part) => part.text).join("")).toContain("keeps the room steady");

    expect((await write("DELETE", `/api/admin/blog/posts/${post.id}`)).statusCode).toBe(204);
    expect((await searchUntil({ q: word }, found(0))).total).toBe(0);
  });

  test("drafts are never found, until they are published", async () => {
    const word = uniqueWord("zqdraft");
    const draft = await createPost({ title: `Unfinished ${word}`, published: false });
    // A post published alongside shows the index has caught up with the draft too.
    const marker = await createPost({ title: `Finished ${uniqueWord("zqmarker")}` });
    await searchUntil({ q: marker.title }, found(1));
    expect((await search({ q: word })).total).toBe(0);
    const published = await write("PUT", `/api/admin/blog/posts/${draft.id}`, {
      ...postInput({ title: `Unfinished ${word}`, slug: draft.slug }),
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await searchUntil({ q: word }, found(1))).results.map((result) => result.path)).toEqual([
      `/blog/${draft.slug}`,
    ]);
  });

  test("a title outranks tags, which outrank the text; the last word matches as a prefix", async () => {
    const word = uniqueWord("zqrank");
    const inText = await createPost({ content: `<p>Somewhere in here: ${word}.</p>` });
    const inTitle = await createPost({ title: `All about ${word}` });
    const inTags = await createPost({ tags: [word] });
    const answer = await searchUntil({ q: word, type: "posts" }, found(3));
    expect(answer.results.map((result) => result.path)).toEqual(
      [inTitle, inTags, inText].map((post) => `/blog/${post.slug}`),
    );
    // "zqrankab" is found by "zqranka", still being typed.
    expect((await search({ q: word.slice(0, -1) })).total).toBe(3);
  });

  test("a hit in an episode's timed transcript opens the episode at that moment", async () => {
    const episode = sampleEpisode();
    const word = uniqueWord("zqmoment");
    const vtt = `WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nWelcome back.\n\n00:12:34.000 --> 00:12:40.000\n<v Maya>The ${word} is where change starts.\n`;
    const saved = await write("PUT", `/api/admin/episodes/${episode.id}/transcript`, { text: vtt });
    expect(saved.statusCode, saved.body).toBe(200);

    const answer = await searchUntil({ q: word, type: "transcripts" }, found(1));
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({
      kind: "transcript",
      title: episode.name,
      path: `/episode/${episode.id}?t=754`,
      startSeconds: 754,
    });
    expect(matchedWords(answer)).toEqual([word]);
    // Posts only: the transcript is not among them.
    expect((await search({ q: word, type: "posts" })).total).toBe(0);

    expect((await write("DELETE", `/api/admin/episodes/${episode.id}/transcript`)).statusCode).toBe(204);
    expect((await searchUntil({ q: word }, found(0))).total).toBe(0);
  });

  test("episodes are found by title, and by the words of the owner's transcript record", async () => {
    const episode = sampleEpisode();
    // The longest word of its title ("Episode" would find them all).
    const titleWord = episode.name.split(/\W+/).sort((a, b) => b.length - a.length)[0]!;
    const byTitle = await search({ q: titleWord, type: "episodes" });
    expect(
      byTitle.results.some((result) => result.kind === "episode" && result.path === `/episode/${episode.id}`),
    ).toBe(true);

    const word = uniqueWord("zqrecord");
    const record = await write("PUT", `/api/admin/transcripts/${episode.id}`, {
      seoTitle: null,
      seoDescription: null,
      thumbnailUrl: null,
      youtubeUrl: null,
      guestInfo: null,
      keyTopics: [],
      showNotes: `## Notes\n\nWe talk about ${word}-free mornings.`,
      transcript: `Host: Today the word is ${word}.`,
      resources: [],
    });
    expect(record.statusCode, record.body).toBe(200);
    const answer = await searchUntil({ q: word }, found(2));
    expect(answer.results.map((result) => [result.kind, result.path]).sort()).toEqual([
      ["episode", `/episode/${episode.id}`],
      ["transcript", `/episode/${episode.id}`],
    ]);
    expect((await write("DELETE", `/api/admin/transcripts/${episode.id}`)).statusCode).toBe(204);
    expect((await searchUntil({ q: word }, found(0))).total).toBe(0);
  });

  test("pages: ten results a page, the total on every page, nothing past the last", async () => {
    const word = uniqueWord("zqpage");
    for (let index = 0; index < 12; index += 1) await createPost({ title: `Part ${index} of ${word}` });
    const first = await searchUntil({ q: word }, found(12));
    expect([first.total, first.results.length, first.pageSize]).toEqual([12, 10, 10]);
    const second = await search({ q: word, page: "2" });
    expect([second.total, second.results.length]).toEqual([12, 2]);
    const beyond = await search({ q: word, page: "3" });
    expect([beyond.total, beyond.results.length]).toEqual([12, 0]);
  });

  test("odd and hostile searches answer a result list or a 400 with a reason, never an error", async () => {
    const refused: [string, string][] = [
      ["", searchMessages.tooShort],
      [" a ", searchMessages.tooShort],
      ["x".repeat(SEARCH_MAX_LENGTH + 1), searchMessages.tooLong],
      ["!!! ?? ...", searchMessages.noWords],
    ];
    for (const [q, message] of refused) {
      const res = await t.app.inject({ method: "GET", url: "/api/search", query: { q } });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const badQueries: Record<string, string>[] = [
      { q: "rest", type: "videos" },
      { q: "rest", page: "0" },
      { q: "rest", page: "x" },
    ];
    for (const query of badQueries) {
      const res = await t.app.inject({ method: "GET", url: "/api/search", query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/search" })).statusCode).toBe(400);

    const odd = [
      "' or 1=1 --",
      "a'); drop table search_entries; --",
      '"unbalanced quote',
      "x:* & | ! <-> ()",
      'purpose -money or "rest is"',
      "🎧🎧 podcast",
      "東京 données naïve",
      "<script>alert(1)</script>",
      "the and of",
      "x".repeat(SEARCH_MAX_LENGTH),
    ];
    for (const q of odd) await search({ q });
  });

  test("a catalog refresh brings new episodes, guests and all, into search, and takes gone ones out", async () => {
    const word = uniqueWord("zqguest");
    const kept = makeEpisode({ name: "Episode 7: Staying Power", guests: [`Ada ${word}`] });
    const gone = makeEpisode({ name: `Episode 6: The ${word} Years` });
    const refreshed = await createTestApp(kind, {
      episodeSource: scriptedEpisodeSource([[gone], [kept]]),
    });
    try {
      const find = async () => {
        const res = await refreshed.app.inject({ method: "GET", url: "/api/search", query: { q: word } });
        return searchAnswerSchema.parse(res.json()).results.map((result) => result.path);
      };
      // Started with the source's first answer.
      expect(await find()).toEqual([`/episode/${gone.id}`]);
      await refreshed.app.episodeCatalog.refresh();
      await expect.poll(find, { timeout: 5_000, interval: 25 }).toEqual([`/episode/${kept.id}`]);
    } finally {
      await refreshed.close();
    }
  });
});
