import { buffer } from "node:stream/consumers";
import { createServer } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { startS3StandIn, type S3StandIn } from "#tests/stand-ins/s3-stand-in.ts";
import { tinyImages } from "#shared/tiny-images.test-fixture.ts";
import { ObjectStorageError, type ObjectStorage } from "./object-storage.ts";
import { createS3Storage, presignedUrlOrigins } from "./s3-storage.ts";
import { presignedSignatureMatches } from "./sigv4-check.test-helper.ts";

const ACCESS_KEY_ID = "AKIASTANDINEXAMPLE01";
const SECRET_ACCESS_KEY = "stand-in-secret/K7MDENG/bPxRfiCYEXAMPLEKEY";

let s3: S3StandIn | null = null;
let storage: ObjectStorage | null = null;
afterEach(async () => {
  storage?.close();
  await s3?.close();
  s3 = storage = null;
});

async function storageOnStandIn() {
  s3 = await startS3StandIn({ bucket: "site-images" });
  storage = createS3Storage({
    bucket: "site-images",
    region: "us-east-1",
    endpoint: s3.url,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
  });
  return { s3, storage };
}

const presign = (
  storage: ObjectStorage,
  key: string,
  seconds = 900,
  declared?: { contentType: string; size: number },
) => {
  if (storage.upload.mode !== "direct") throw new Error("S3 uploads go straight to the bucket");
  return storage.upload.presignPut(key, seconds, declared);
};

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("S3 object storage against a stand-in S3", () => {
  test("a presigned PUT (path-style, 15 minutes, no baked-in checksum) stores the browser's bytes, and get reads them", async () => {
    const { s3, storage } = await storageOnStandIn();
    const uploadUrl = new URL(await presign(storage, "uploads/0123456789abcdef0123456789abcdef"));
    expect(uploadUrl.origin).toBe(s3.url);
    expect(uploadUrl.pathname).toBe("/site-images/uploads/0123456789abcdef0123456789abcdef");
    expect(uploadUrl.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(uploadUrl.searchParams.has("X-Amz-Signature")).toBe(true);
    expect(uploadUrl.searchParams.has("x-amz-checksum-crc32")).toBe(false);
    expect(uploadUrl.href).not.toContain(SECRET_ACCESS_KEY);

    const put = await fetch(uploadUrl, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: new Uint8Array(tinyImages["image/png"]),
    });
    expect(put.status).toBe(200);

    const object = await storage.get("uploads/0123456789abcdef0123456789abcdef");
    expect(object?.size).toBe(tinyImages["image/png"].length);
    expect(object?.version).toBe(s3.objects.get("uploads/0123456789abcdef0123456789abcdef")?.etag);
    expect(await buffer(object!.body)).toEqual(tinyImages["image/png"]);
    const getRequest = s3.requests.at(-1)!;
    expect(getRequest.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIASTANDINEXAMPLE01\//);
  });

  test("a presigned PUT for a declared file is signed for its type and size: S3 refuses another type or size", async () => {
    const { s3, storage } = await storageOnStandIn();
    const png = tinyImages["image/png"];
    const key = "uploads/00000000000000000000000000000001";
    const uploadUrl = await presign(storage, key, 900, { contentType: "image/png", size: png.length });
    expect(new URL(uploadUrl).searchParams.get("X-Amz-SignedHeaders")).toBe(
      "content-length;content-type;host",
    );

    /** The browser's PUT, and whether S3 would take it: the stand-in records it, the check verifies its signature. */
    const putIsSigned = async (headers: Record<string, string>, body: Buffer) => {
      expect((await fetch(uploadUrl, { method: "PUT", headers, body: new Uint8Array(body) })).status).toBe(
        200,
      );
      return presignedSignatureMatches(s3.requests.at(-1)!, SECRET_ACCESS_KEY);
    };
    expect(await putIsSigned({ "content-type": "image/png" }, png)).toBe(true);
    expect(await putIsSigned({ "content-type": "text/html" }, png)).toBe(false);
    expect(await putIsSigned({ "content-type": "image/png" }, Buffer.concat([png, Buffer.alloc(1024)]))).toBe(
      false,
    );
    expect(await putIsSigned({ "content-type": "image/png" }, png.subarray(0, png.length - 1))).toBe(false);
  });

  test("a presigned PUT without a declared file signs the host only, and the check agrees with it", async () => {
    const { s3, storage } = await storageOnStandIn();
    const uploadUrl = await presign(storage, "uploads/00000000000000000000000000000002");
    expect(new URL(uploadUrl).searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    await fetch(uploadUrl, {
      method: "PUT",
      headers: { "content-type": "image/gif" },
      body: new Uint8Array(tinyImages["image/gif"]),
    });
    expect(presignedSignatureMatches(s3.requests.at(-1)!, SECRET_ACCESS_KEY)).toBe(true);
    expect(presignedSignatureMatches(s3.requests.at(-1)!, "another-secret")).toBe(false);
  });

  test("a missing key is null", async () => {
    const { storage } = await storageOnStandIn();
    expect(await storage.get("uploads/ffffffffffffffffffffffffffffffff")).toBeNull();
  });

  test("a missing bucket is a broken store, not a missing image", async () => {
    s3 = await startS3StandIn({ bucket: "other-bucket" });
    storage = createS3Storage({
      bucket: "site-images",
      region: "us-east-1",
      endpoint: s3.url,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
    });
    await expect(storage.get("uploads/abc")).rejects.toMatchObject({
      reason: "failed",
      message: expect.stringContaining("404 (NoSuchBucket)"),
    });
  });

  test("S3 answering 500 is a failed store, and the message carries no credential", async () => {
    const { s3, storage } = await storageOnStandIn();
    s3.failWith = 500;
    const error = await storage.get("uploads/abc").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ObjectStorageError);
    expect(error).toMatchObject({ reason: "failed", message: "S3 GetObject answered 500 (InternalError)" });
    expect(String((error as Error).message)).not.toContain(ACCESS_KEY_ID);
  });

  test("an unreachable S3 is an unreachable store", async () => {
    storage = createS3Storage({
      bucket: "site-images",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
    });
    await expect(storage.get("uploads/abc")).rejects.toMatchObject({
      reason: "unreachable",
      message: expect.stringContaining("ECONNREFUSED"),
    });
  });
});

describe("where presigned URLs send the browser (the pages' connect-src)", () => {
  test("a custom endpoint's origin", () => {
    expect(
      presignedUrlOrigins({
        bucket: "media",
        region: "auto",
        endpoint: "https://acc.r2.cloudflarestorage.com/base",
      }),
    ).toEqual(["https://acc.r2.cloudflarestorage.com"]);
  });

  test("AWS's regional host, with the bucket in the name or in the path", () => {
    expect(presignedUrlOrigins({ bucket: "media", region: "eu-west-1", endpoint: undefined })).toEqual([
      "https://media.s3.eu-west-1.amazonaws.com",
      "https://s3.eu-west-1.amazonaws.com",
    ]);
  });
});
