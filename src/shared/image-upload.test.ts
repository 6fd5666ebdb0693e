import { describe, expect, test } from "vitest";
import { acceptedTypesSentence, isAcceptedImageType } from "./image-upload.ts";

describe("accepted image types (SPEC §5 Image upload)", () => {
  test("JPEG, PNG, GIF, WebP and AVIF are accepted; SVG and other types are not", () => {
    for (const type of ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"]) {
      expect(isAcceptedImageType(type)).toBe(true);
    }
    for (const type of [
      "image/svg+xml",
      "image/tiff",
      "image/heic",
      "text/html",
      "application/octet-stream",
      "image/*",
    ]) {
      expect(isAcceptedImageType(type)).toBe(false);
    }
  });

  test("people read them as one sentence", () => {
    expect(acceptedTypesSentence).toBe("JPEG, PNG, GIF, WebP or AVIF");
  });
});
