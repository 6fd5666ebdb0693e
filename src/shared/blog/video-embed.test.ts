import { describe, expect, test } from "vitest";
import { allowedVideoHosts, hasAllowedPlayer, isAllowedEmbedSrc, videoEmbedUrl } from "./video-embed.ts";

const YOUTUBE_PLAYER = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";
const VIMEO_PLAYER = "https://player.vimeo.com/video/76979871";

describe("allowedVideoHosts", () => {
  test("lists exactly the YouTube and Vimeo player hosts", () => {
    expect([...allowedVideoHosts].sort()).toEqual([
      "player.vimeo.com",
      "www.youtube-nocookie.com",
      "www.youtube.com",
      "youtube.com",
    ]);
  });
});

describe("videoEmbedUrl: a post's Video URL becomes a player address", () => {
  test.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", YOUTUBE_PLAYER],
    ["https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["https://youtu.be/dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc123", YOUTUBE_PLAYER],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", YOUTUBE_PLAYER],
    ["  https://www.youtube.com/watch?v=a_b-C1d2E3f  ", "https://www.youtube-nocookie.com/embed/a_b-C1d2E3f"],
    ["https://vimeo.com/76979871", VIMEO_PLAYER],
    ["https://www.vimeo.com/76979871/", VIMEO_PLAYER],
    ["https://player.vimeo.com/video/76979871", VIMEO_PLAYER],
    ["https://player.vimeo.com/video/76979871?h=8272103f6e", VIMEO_PLAYER],
  ])("%s plays as %s", (videoUrl, expected) => {
    expect(videoEmbedUrl(videoUrl)).toBe(expected);
  });

  test.each([
    "",
    "not a url",
    "javascript:alert(1)",
    "JaVaScRiPt:alert('https://youtu.be/dQw4w9WgXcQ')",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "//www.youtube.com/watch?v=dQw4w9WgXcQ",
    "ftp://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=tooShort",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQX",
    "https://www.youtube.com/watch?v=dQw4w9WgX%3C",
    "https://www.youtube.com/watch?v=dQw4w9WgX%22",
    'https://youtu.be/dQw4w9WgX">',
    "https://youtu.be/dQw4w9WgXcQ/extra",
    "https://www.youtube.com/channel/UC1234567890",
    "https://www.youtube.com/shorts/",
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/12ab34",
    "https://player.vimeo.com/video/",
    "https://www.you\ttube.com/watch?v=dQw4w9WgXcQ",
  ])("%j has no player", (videoUrl) => {
    expect(videoEmbedUrl(videoUrl)).toBeNull();
  });
});

describe("isAllowedEmbedSrc: only YouTube and Vimeo players may be framed", () => {
  test.each([
    "https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?si=abc&start=30",
    "https://www.youtube.com/embed/videoseries?list=PL1234567890",
    "https://WWW.YOUTUBE.COM/embed/dQw4w9WgXcQ",
    "https://player.vimeo.com/video/76979871",
    "https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0",
    " https://www.youtube.com/embed/dQw4w9WgXcQ\n",
  ])("%j is an allowed player", (src) => {
    expect(isAllowedEmbedSrc(src)).toBe(true);
  });

  test.each([
    "",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://www.youtube.com/embed/dQw4w9WgXcQ",
    "//www.youtube.com/embed/dQw4w9WgXcQ",
    "/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/embed/",
    "https://www.youtube.com/embed/abc/def",
    "https://www.youtube.com/embed/../../redirect?q=https://evil.example",
    "https://m.youtube.com/embed/dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://vimeo.com/76979871",
    "https://player.vimeo.com/76979871",
    "https://player.vimeo.com/video/7697a871",
    "https://evil.example/embed/dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ",
    "https://www.youtube.com@evil.example/embed/dQw4w9WgXcQ",
    "https://user:pass@www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com:8443/embed/dQw4w9WgXcQ",
    "https://evil.example/?next=https://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.you\ttube.com/embed/dQw4w9WgXcQ",
  ])("%j is refused", (src) => {
    expect(isAllowedEmbedSrc(src)).toBe(false);
  });
});

describe("hasAllowedPlayer: an embed code holds a YouTube or Vimeo player", () => {
  const youtube = "https://www.youtube.com/embed/dQw4w9WgXcQ";
  test.each([
    `<iframe src="${youtube}"></iframe>`,
    `<IFRAME SRC=${youtube}></IFRAME>`,
    `<iframe\ntitle="a > b"\nsrc='${youtube}?si=a&amp;t=3'>`,
    `<iframe src="https:&#x2F;&#x2F;www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    `<p>Watch:</p><iframe src="https://evil.example/x"></iframe><iframe src="https://player.vimeo.com/video/76979871"></iframe>`,
  ])("%j has one", (code) => {
    expect(hasAllowedPlayer(code)).toBe(true);
  });

  test.each([
    "",
    "https://youtu.be/dQw4w9WgXcQ",
    `<iframe src="https://www.loom.com/embed/abc"></iframe>`,
    `<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    `<iframe data-src="${youtube}" src="https://evil.example/x"></iframe>`,
    `<iframe src="https://evil.example/x" src="${youtube}"></iframe>`,
    `<iframes src="${youtube}"></iframes>`,
    `<iframe src="${youtube}"`,
    `<!-- <iframe src="${youtube}"></iframe> -->`,
  ])("%j has none", (code) => {
    expect(hasAllowedPlayer(code)).toBe(false);
  });
});
