import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { tinyImages } from "#shared/tiny-images.test-fixture.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { ObjectStorage, UploadThroughServer } from "./object-storage.ts";

let root: string;
let storage: ObjectStorage;
let put: UploadThroughServer["put"];
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "disk-storage-"));
  storage = createDiskStorage({ root });
  if (storage.upload.mode !== "through-server") throw new Error("disk uploads pass through the server");
  put = storage.upload.put;
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe("disk object storage (DESIGN: providers, the offline default)", () => {
  test("a stored image reads back byte for byte, kept as a file named with its type's extension", async () => {
    await put("uploads/3f9c0000000000000000000000000ae1", tinyImages["image/webp"], "image/webp");
    expect(await readdir(path.join(root, "uploads"))).toEqual(["3f9c0000000000000000000000000ae1.webp"]);
    const object = await storage.get("uploads/3f9c0000000000000000000000000ae1");
    expect(object?.size).toBe(tinyImages["image/webp"].length);
    expect(await buffer(object!.body)).toEqual(tinyImages["image/webp"]);
  });

  test("the uploads folder appears with the first upload, and no temporary file is left behind", async () => {
    expect(await readdir(root)).toEqual([]);
    await put("uploads/abc", tinyImages["image/png"], "image/png");
    await put("uploads/def", tinyImages["image/jpeg"], "image/jpeg");
    expect((await readdir(path.join(root, "uploads"))).sort()).toEqual(["abc.png", "def.jpg"]);
  });

  test("a missing object is null, not an error", async () => {
    expect(await storage.get("uploads/nothing-here")).toBeNull();
  });

  test("keys that could leave the folder are refused: reading answers null, writing throws", async () => {
    await writeFile(path.join(root, "secret.png"), "not for visitors");
    for (const key of [
      "../secret",
      "uploads/../secret",
      "/etc/passwd",
      "uploads/a.png",
      "uploads\\..\\secret",
      "",
      "uploads//a",
    ]) {
      expect(await storage.get(key), key).toBeNull();
      await expect(put(key, tinyImages["image/png"], "image/png"), key).rejects.toThrow(
        "Not a valid object key",
      );
    }
    expect(await readFile(path.join(root, "secret.png"), "utf8")).toBe("not for visitors");
  });

  test("the version changes when the bytes under a key are replaced", async () => {
    await put("uploads/abc", tinyImages["image/png"], "image/png");
    const first = await storage.get("uploads/abc");
    first!.body.destroy();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put("uploads/abc", tinyImages["image/png"], "image/png");
    const second = await storage.get("uploads/abc");
    second!.body.destroy();
    expect(second!.version).not.toBe(first!.version);
  });
});
