import { describe, expect, it } from "vitest";
import { MAX_IMAGE_UPLOAD_BYTES } from "#shared/image-upload.ts";
import { tinyImages } from "#shared/tiny-images.test-fixture.ts";
import { imageFileProblem, imageFileType, storedImagePath, uploadPercent } from "./image-file.ts";

/** A file as the browser gives it: these bytes, and the type its name suggested. */
const picked = (bytes: Uint8Array | string, type: string) =>
  new Blob([new Uint8Array(Buffer.from(bytes))], { type });

describe("imageFileType: the type a picked file is sent as", () => {
  it("is what the file's bytes are, whatever its name made the browser say", async () => {
    expect(await imageFileType(picked(tinyImages["image/jpeg"], "image/png"))).toBe("image/jpeg");
    expect(await imageFileType(picked(tinyImages["image/webp"], ""))).toBe("image/webp");
    expect(await imageFileType(picked(tinyImages["image/png"], "image/png"))).toBe("image/png");
  });
  it("is the browser's type for a file that is no accepted image, so it is refused as that", async () => {
    expect(await imageFileType(picked("not really a picture", "image/png"))).toBe("image/png");
    expect(await imageFileType(picked('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml"))).toBe(
      "image/svg+xml",
    );
    expect(await imageFileType(picked("", "text/plain"))).toBe("text/plain");
  });
});

describe("imageFileProblem (SPEC §5 Image upload)", () => {
  it("accepts a JPEG, PNG, GIF, WebP or AVIF image up to 10 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 1_000 })).toBeNull();
    expect(imageFileProblem({ type: "image/webp", size: MAX_IMAGE_UPLOAD_BYTES })).toBeNull();
  });
  it("refuses any other type, SVG and HEIC images included", () => {
    expect(imageFileProblem({ type: "text/plain", size: 10 })).toBe("invalidType");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("invalidType");
    expect(imageFileProblem({ type: "application/image/png", size: 10 })).toBe("invalidType");
    // Images the server would refuse are refused here, before any upload.
    expect(imageFileProblem({ type: "image/svg+xml", size: 10 })).toBe("invalidType");
    expect(imageFileProblem({ type: "image/heic", size: 10 })).toBe("invalidType");
  });
  it("refuses an image one byte over 10 MB", () => {
    expect(MAX_IMAGE_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(imageFileProblem({ type: "image/jpeg", size: MAX_IMAGE_UPLOAD_BYTES + 1 })).toBe("tooLarge");
  });
});

describe("storedImagePath (SPEC §7 upload)", () => {
  it("takes the last path segment of an absolute URL without its query string", () => {
    expect(
      storedImagePath(
        "https://bucket.s3.example.com/uploads/3f2a-91bc.png?X-Amz-Signature=abc&X-Amz-Expires=900",
      ),
    ).toBe("/public-objects/3f2a-91bc.png");
  });
  it("works for a path on this site", () => {
    expect(storedImagePath("/api/objects/upload/7c1e0d2a?token=xyz")).toBe("/public-objects/7c1e0d2a");
  });
  it("ignores a trailing slash and a fragment", () => {
    expect(storedImagePath("https://cdn.example.com/a/b/object-1/#frag")).toBe("/public-objects/object-1");
  });
  it("refuses a URL without an object name", () => {
    expect(() => storedImagePath("https://cdn.example.com/?x=1")).toThrow(/no object name/);
  });
});

describe("uploadPercent", () => {
  it("rounds to whole percent within 0..100", () => {
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(5, 5)).toBe(100);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});
