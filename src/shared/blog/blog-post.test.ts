import { describe, expect, it } from "vitest";
import { blogPostInputSchema, splitTags, uniqueTags, videoEmbedRefused, type BlogPostInput } from "./blog-post.ts";

describe("splitTags (SPEC §5 blog form tags)", () => {
  it("splits on commas, trims and drops empty tags", () => {
    expect(splitTags(" habits, , mornings ,")).toEqual(["habits", "mornings"]);
    expect(splitTags("")).toEqual([]);
  });

  it("keeps each tag once, ignoring case, with its first spelling and in order", () => {
    expect(splitTags("growth, growth")).toEqual(["growth"]);
    expect(splitTags("Growth, mindset, growth , GROWTH, Mindset, calm")).toEqual(["Growth", "mindset", "calm"]);
  });
});

describe("uniqueTags", () => {
  it("drops later repeats of a tag in any case and leaves the list otherwise as it was", () => {
    expect(uniqueTags(["b", "A", "a", "B", "c"])).toEqual(["b", "A", "c"]);
    expect(uniqueTags(["one", "two"])).toEqual(["one", "two"]);
  });
});

describe("blogPostInputSchema: Video Embed Code", () => {
  const input = (videoEmbedCode: string | null): BlogPostInput => ({
    title: "Rest",
    category: "Mindset",
    authorName: "Jordan Rivers",
    excerpt: "Why rest matters.",
    content: "<p>Rest.</p>",
    videoEmbedCode,
  });
  const messages = (videoEmbedCode: string | null) =>
    blogPostInputSchema.safeParse(input(videoEmbedCode)).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it.each([
    '<iframe src="https://www.loom.com/embed/abc123"></iframe>',
    "just some words",
    "javascript:alert(1)",
    '<iframe src="javascript:alert(1)"></iframe>',
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    '<!-- <iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe> -->',
  ])("%j is refused with the field's message, not dropped", (code) => {
    expect(messages(code)).toEqual([["videoEmbedCode", videoEmbedRefused]]);
  });

  it.each([
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x&amp;start=3" allowfullscreen></iframe>',
    '<div style="padding:56.25% 0 0 0"><iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" title="x"></iframe></div>',
  ])("a YouTube or Vimeo player is accepted: %j", (code) => {
    expect(messages(code)).toBeUndefined();
  });

  it("an empty or blank field is no embed", () => {
    expect(blogPostInputSchema.parse(input("   ")).videoEmbedCode).toBeNull();
    expect(blogPostInputSchema.parse(input(null)).videoEmbedCode).toBeNull();
  });
});
