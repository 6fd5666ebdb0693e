import { describe, expect, test } from "vitest";
import { declaredMediaType, sniffImageType } from "./image-type.ts";
import { htmlPage, svgImage, tinyImages, tinyPng } from "./tiny-images.test-fixture.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

describe("sniffImageType: the type the bytes really are (SPEC §5 image upload, checked on the server)", () => {
  test.each(Object.entries(tinyImages))("a real %s is recognised", (type, image) => {
    expect(sniffImageType(image)).toBe(type);
  });

  test("each signature on its own is enough, from the first byte", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xdb]))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG\r\n\x1a\n"))).toBe("image/png");
    expect(sniffImageType(bytes("GIF87a"))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF89a"))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes([0, 0, 0, 0x14], "ftypavis", [0, 0, 0, 0]))).toBe("image/avif");
  });

  test("AVIF under a generic mif1 brand counts only when avif is among the compatible brands; HEIC does not", () => {
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "miafavif"))).toBe("image/avif");
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic"))).toBeNull();
    // A brand past the box's declared end belongs to the next box.
    expect(sniffImageType(bytes([0, 0, 0, 0x10], "ftypmif1", [0, 0, 0, 0], "avif"))).toBeNull();
  });

  test("SVG, HTML, text, other containers and near misses are not images", () => {
    expect(sniffImageType(svgImage)).toBeNull();
    expect(sniffImageType(htmlPage)).toBeNull();
    expect(sniffImageType(bytes("just some text"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes("GIF88a"))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PNG\r\n"))).toBeNull(); // cut short
    expect(sniffImageType(bytes(" ", [0xff, 0xd8, 0xff]))).toBeNull(); // not at the start
    expect(sniffImageType(bytes([0, 0, 0, 0x14], "ftypisom", [0, 0, 0, 0]))).toBeNull(); // MP4
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
  });

  test("only the first bytes are needed", () => {
    expect(sniffImageType(tinyPng().subarray(0, 8))).toBe("image/png");
  });
});

describe("declared types", () => {
  test("the media type is read without parameters or case", () => {
    expect(declaredMediaType("Image/PNG; charset=binary")).toBe("image/png");
    expect(declaredMediaType(" image/webp ")).toBe("image/webp");
    expect(declaredMediaType(undefined)).toBeNull();
    expect(declaredMediaType("")).toBeNull();
  });
});
