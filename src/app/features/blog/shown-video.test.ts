import { describe, expect, it } from "vitest";
import { embedCodeSrc, postVideoOf } from "./shown-video.ts";

describe("postVideoOf (SPEC §2 Blog post: optional video embed)", () => {
  it("turns a YouTube or Vimeo address into its player", () => {
    expect(
      postVideoOf({ videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", videoEmbedCode: null }),
    ).toEqual({
      kind: "player",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(postVideoOf({ videoUrl: "https://vimeo.com/76979871", videoEmbedCode: null })).toEqual({
      kind: "player",
      src: "https://player.vimeo.com/video/76979871",
    });
  });

  it("prefers the owner's embed code to the address", () => {
    const code =
      '<iframe src="https://player.vimeo.com/video/123" title="Embedded video" loading="lazy"></iframe>';
    expect(postVideoOf({ videoUrl: "https://youtu.be/dQw4w9WgXcQ", videoEmbedCode: code })).toEqual({
      kind: "player",
      src: "https://player.vimeo.com/video/123",
    });
  });

  it("links out to a video no player can show", () => {
    expect(postVideoOf({ videoUrl: "https://videos.example.com/talk.mp4", videoEmbedCode: null })).toEqual({
      kind: "link",
      href: "https://videos.example.com/talk.mp4",
      host: "videos.example.com",
    });
    expect(postVideoOf({ videoUrl: "/public-objects/talk.mp4", videoEmbedCode: null })).toMatchObject({
      kind: "link",
    });
  });

  it("shows nothing without a video, or for an address that is no web link", () => {
    expect(postVideoOf({ videoUrl: null, videoEmbedCode: null })).toBeNull();
    expect(postVideoOf({ videoUrl: "javascript:alert(1)", videoEmbedCode: null })).toBeNull();
    expect(postVideoOf({ videoUrl: "//evil.example/x", videoEmbedCode: null })).toBeNull();
  });
});

describe("embedCodeSrc", () => {
  it("reads the player address of the first iframe, decoding entities", () => {
    expect(
      embedCodeSrc('<iframe width="560" src="https://www.youtube.com/embed/abc?start=5&amp;si=x"></iframe>'),
    ).toBe("https://www.youtube.com/embed/abc?start=5&si=x");
  });

  it("refuses an address off the allow-list even if it reached the page", () => {
    expect(embedCodeSrc('<iframe src="https://evil.example/embed/abc"></iframe>')).toBeNull();
    expect(embedCodeSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(embedCodeSrc("<p>no player</p>")).toBeNull();
  });
});
