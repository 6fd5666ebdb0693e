import { eq, sql } from "drizzle-orm";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { startS3StandIn, type S3StandIn } from "#tests/stand-ins/s3-stand-in.ts";
import { MAX_IMAGE_UPLOAD_BYTES } from "#shared/image-upload.ts";
import { uploadGrants } from "#server/db/schema.ts";
import { htmlPage, svgImage, tinyImages, tinyPng } from "#shared/tiny-images.test-fixture.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Resolves the relative upload URLs the way a browser on the site would. */
const SITE = "https://podcast.example.com";
const images = Object.entries(tinyImages) as [keyof typeof tinyImages, Buffer][];
const extensions = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** SPEC §7: the stored image path is /public-objects/{last path segment of the upload URL}. */
const nameOf = (uploadURL: string) => new URL(uploadURL, SITE).pathname.split("/").pop()!;

async function askForUploadUrl(
  t: TestApp,
  declared?: { contentType: string; size: number },
): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: await adminCookie(t) },
    ...(declared && { payload: declared }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { uploadURL: string }).uploadURL;
}

const getImage = (t: TestApp, name: string) =>
  t.app.inject({ method: "GET", url: `/public-objects/${name}` });

function expectServedImage(res: Awaited<ReturnType<typeof getImage>>, bytes: Buffer, type: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload).toEqual(bytes);
  expect(res.headers["content-type"]).toBe(type);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["cache-control"]).toBe(IMMUTABLE);
}

function expectJsonError(res: Awaited<ReturnType<typeof getImage>>, status: number, error: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error: string; message: string };
  expect(body.error).toBe(error);
  expect(body.message.length).toBeGreaterThan(10);
  return body;
}

describe.each(testDatabaseKinds)("image uploads on disk storage (SPEC §5, §7) on %s", (kind) => {
  // One server per database kind: every test asks for its own upload URL and looks only at its
  // own name, so the tests share nothing but the process.
  let dataDir: string;
  let app: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "uploads-"));
    app = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  /** The browser's PUT of the file to the upload URL: no cookie, the URL is the grant. */
  const putFile = (t: TestApp, uploadURL: string, bytes: Buffer, type?: string) => {
    const url = new URL(uploadURL, SITE);
    return t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: type ? { "content-type": type } : {},
      payload: bytes,
    });
  };
  /** Files under DATA_DIR/uploads for this upload URL's name (temporary files included). */
  const storedFiles = async (uploadURL: string) =>
    (await readdir(path.join(dataDir, "uploads")).catch(() => [] as string[])).filter((file) =>
      file.startsWith(nameOf(uploadURL)),
    );

  test("POST /api/objects/upload answers 401 without the owner's session (SPEC §6)", async () => {
    const t = app;
    const res = await t.app.inject({ method: "POST", url: "/api/objects/upload" });
    expectJsonError(res, 401, "unauthorized");
  });

  test("a cross-site POST is refused with 403 even with the owner's cookie", async () => {
    const t = app;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: await adminCookie(t), origin: "https://evil.example" },
    });
    expectJsonError(res, 403, "cross_site_request");
  });

  test("the owner gets a fresh upload URL on this site: 32 random hex characters and a token, valid for 15 minutes", async () => {
    const t = app;
    const first = new URL(await askForUploadUrl(t), SITE);
    const second = new URL(await askForUploadUrl(t), SITE);
    // Relative: the browser PUTs to whichever address it reached the site at.
    expect(first.origin).toBe(SITE);
    expect(first.pathname).toMatch(/^\/api\/objects\/upload\/[0-9a-f]{32}$/);
    expect(first.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.pathname).not.toBe(first.pathname);
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));
    const [grant] = await t.database.db
      .select({
        seconds: sql<number>`extract(epoch from ${uploadGrants.expiresAt} - ${uploadGrants.createdAt})::int`,
      })
      .from(uploadGrants)
      .where(eq(uploadGrants.objectName, nameOf(first.href)));
    expect(Number(grant!.seconds)).toBe(15 * 60);
  });

  test.each(images)(
    "a real %s PUT to the upload URL is served from /public-objects/{name} with its type, nosniff and immutable caching",
    async (type, bytes) => {
      const t = app;
      const uploadURL = await askForUploadUrl(t);
      const put = await putFile(t, uploadURL, bytes, type);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toEqual({ path: `/public-objects/${nameOf(uploadURL)}` });

      expectServedImage(await getImage(t, nameOf(uploadURL)), bytes, type);
      // Kept under DATA_DIR/uploads with the extension of its real type.
      expect(await storedFiles(uploadURL)).toEqual([`${nameOf(uploadURL)}.${extensions[type]}`]);
    },
  );

  test.each([
    ["text/html", htmlPage, /Invalid file type: text\/html\. Please select an image file/],
    ["image/svg+xml", svgImage, /SVG images cannot be uploaded because they can carry scripts/],
    ["image/tiff", tinyPng(), /image\/tiff images cannot be uploaded/],
    ["application/octet-stream", tinyPng(), /Please select an image file/],
    [undefined, tinyPng(), /Content-Type header/],
  ] as const)(
    "a file declared as %s is refused with 415, nothing is stored, and the URL still works",
    async (type, bytes, message) => {
      const t = app;
      const uploadURL = await askForUploadUrl(t);
      const body = expectJsonError(await putFile(t, uploadURL, bytes, type), 415, "unsupported_media_type");
      expect(body.message).toMatch(message);
      expect(await storedFiles(uploadURL)).toEqual([]);
      expect((await putFile(t, uploadURL, tinyImages["image/png"], "image/png")).statusCode).toBe(200);
    },
  );

  test("disguised files are refused and nothing is stored: HTML or SVG declared as PNG, a PNG declared as JPEG", async () => {
    const t = app;
    const html = await askForUploadUrl(t);
    const htmlBody = expectJsonError(await putFile(t, html, htmlPage, "image/png"), 400, "not_an_image");
    expect(htmlBody.message).toContain("not a JPEG, PNG, GIF, WebP or AVIF image");
    expectJsonError(await putFile(t, html, svgImage, "image/png"), 400, "not_an_image");
    const mismatch = expectJsonError(
      await putFile(t, html, tinyImages["image/png"], "image/jpeg"),
      415,
      "image_type_mismatch",
    );
    expect(mismatch.message).toContain("is a PNG image, but it was sent as image/jpeg");
    expectJsonError(await putFile(t, html, Buffer.alloc(0), "image/png"), 400, "empty_file");
    expect(await storedFiles(html)).toEqual([]);
    expectJsonError(await getImage(t, nameOf(html)), 404, "not_found");
  });

  test("an image over 10 MB is refused with 413 and nothing is stored; exactly 10 MB is accepted (SPEC §9)", async () => {
    const t = app;
    const tooBig = Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1);
    tinyImages["image/png"].copy(tooBig);
    const uploadURL = await askForUploadUrl(t);
    const body = expectJsonError(await putFile(t, uploadURL, tooBig, "image/png"), 413, "file_too_large");
    expect(body.message).toContain("Please select an image smaller than 10MB");
    expect(await storedFiles(uploadURL)).toEqual([]);

    const res = await putFile(t, uploadURL, tooBig.subarray(0, MAX_IMAGE_UPLOAD_BYTES), "image/png");
    expect(res.statusCode, res.body).toBe(200);
    const served = await getImage(t, nameOf(uploadURL));
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(MAX_IMAGE_UPLOAD_BYTES);
  });

  test("an image over 10 MB sent in chunks, without Content-Length, gets the same 413 message (SPEC §5)", async () => {
    const t = app;
    const tooBig = Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1024 * 1024);
    tinyImages["image/png"].copy(tooBig);
    const uploadURL = await askForUploadUrl(t);
    const url = new URL(uploadURL, SITE);
    const res = await t.app.inject({
      method: "PUT",
      url: url.pathname + url.search,
      headers: { "content-type": "image/png", "transfer-encoding": "chunked" },
      // A stream: light-my-request then sends no Content-Length, as a chunked request has none.
      payload: Readable.from([tooBig.subarray(0, 4 * 1024 * 1024), tooBig.subarray(4 * 1024 * 1024)]),
    });
    const body = expectJsonError(res, 413, "file_too_large");
    expect(body.message).toBe("File too large. Please select an image smaller than 10MB.");
    expect(await storedFiles(uploadURL)).toEqual([]);
    // Other refusals in the upload scope keep their own answers.
    expectJsonError(
      await putFile(t, uploadURL, Buffer.from("{}"), "application/json"),
      415,
      "unsupported_media_type",
    );
  });

  test("a declared file that could not be stored gets no upload URL: its type or size is refused first", async () => {
    const t = app;
    const cookie = await adminCookie(t);
    const ask = (payload: object) =>
      t.app.inject({ method: "POST", url: "/api/objects/upload", headers: { cookie }, payload });
    const tooBig = await ask({ contentType: "image/png", size: MAX_IMAGE_UPLOAD_BYTES + 1 });
    expect(expectJsonError(tooBig, 400, "invalid_input")).toMatchObject({
      fields: { size: "File too large. Please select an image smaller than 10MB." },
    });
    const html = await ask({ contentType: "text/html", size: 10 });
    expect(expectJsonError(html, 400, "invalid_input")).toMatchObject({
      fields: {
        contentType: expect.stringContaining("Invalid file type: text/html. Please select an image file"),
      },
    });
    expectJsonError(await ask({ contentType: "image/png", size: 1.5 }), 400, "invalid_input");
    expectJsonError(await ask({ contentType: "image/png", size: 0 }), 400, "invalid_input");
    const exactly = await ask({ contentType: "image/png", size: MAX_IMAGE_UPLOAD_BYTES });
    expect(exactly.statusCode, exactly.body).toBe(200);
  });

  test("an upload URL works once: using it again is refused with 410 and the first image stays", async () => {
    const t = app;
    const uploadURL = await askForUploadUrl(t);
    expect((await putFile(t, uploadURL, tinyImages["image/png"], "image/png")).statusCode).toBe(200);
    const again = expectJsonError(
      await putFile(t, uploadURL, tinyImages["image/gif"], "image/gif"),
      410,
      "upload_url_used",
    );
    expect(again.message).toContain("already been used");
    expectServedImage(await getImage(t, nameOf(uploadURL)), tinyImages["image/png"], "image/png");
  });

  test("two simultaneous uploads to one URL: exactly one is stored", async () => {
    const t = app;
    const uploadURL = await askForUploadUrl(t);
    const answers = await Promise.all([
      putFile(t, uploadURL, tinyImages["image/png"], "image/png"),
      putFile(t, uploadURL, tinyImages["image/gif"], "image/gif"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(await storedFiles(uploadURL)).toHaveLength(1);
  });

  test("an expired upload URL is refused with 410 and nothing is stored", async () => {
    const t = app;
    const uploadURL = await askForUploadUrl(t);
    await t.database.db
      .update(uploadGrants)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(uploadGrants.objectName, nameOf(uploadURL)));
    const body = expectJsonError(
      await putFile(t, uploadURL, tinyImages["image/png"], "image/png"),
      410,
      "upload_url_expired",
    );
    expect(body.message).toContain("expired");
    expect(await storedFiles(uploadURL)).toEqual([]);
  });

  test("a wrong or missing token, or another name with a real token, is refused with 403", async () => {
    const t = app;
    const uploadURL = new URL(await askForUploadUrl(t), SITE);
    const other = new URL(await askForUploadUrl(t), SITE);
    const put = (url: string) =>
      t.app.inject({
        method: "PUT",
        url,
        headers: { "content-type": "image/png" },
        payload: tinyImages["image/png"],
      });
    expectJsonError(await put(uploadURL.pathname), 403, "invalid_upload_url");
    expectJsonError(await put(`${uploadURL.pathname}?token=not-a-real-token`), 403, "invalid_upload_url");
    expectJsonError(await put(`${other.pathname}${uploadURL.search}`), 403, "invalid_upload_url");
    expectJsonError(
      await put(`/api/objects/upload/..%2F..%2Fserver${uploadURL.search}`),
      403,
      "invalid_upload_url",
    );
    expect(await storedFiles(uploadURL.href)).toEqual([]);
    expect(await storedFiles(other.href)).toEqual([]);
  });

  test("names that are not upload names answer 404 JSON: path traversal, extensions, unknown names", async () => {
    const t = app;
    await writeFile(path.join(dataDir, "secret.png"), tinyImages["image/png"]);
    const uploadURL = await askForUploadUrl(t);
    await putFile(t, uploadURL, tinyImages["image/png"], "image/png");
    const name = nameOf(uploadURL);
    for (const url of [
      "/public-objects/..%2Fsecret",
      "/public-objects/..%2F..%2F..%2Fetc%2Fpasswd",
      "/public-objects/%2e%2e%2fsecret",
      "/public-objects/../secret.png",
      "/public-objects/..",
      `/public-objects/${name}.png`,
      `/public-objects/${name.toUpperCase()}`,
      `/public-objects/uploads%2F${name}`,
      "/public-objects/0123456789abcdef0123456789abcdef",
      "/public-objects/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toMatch(/^application\/json/);
      expect(res.rawPayload.includes(tinyImages["image/png"]), url).toBe(false);
    }
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const S3_KEYS = {
  S3_ACCESS_KEY_ID: "AKIASTANDINEXAMPLE02",
  S3_SECRET_ACCESS_KEY: "stand-in-secret/uploads/EXAMPLEKEY",
};

describe.each(testDatabaseKinds)("image uploads on S3 storage (against a stand-in S3) on %s", (kind) => {
  let s3: S3StandIn;
  let app: TestApp;
  const extra: TestApp[] = [];
  const s3Env = (endpoint: string) => ({ S3_BUCKET: "site-images", S3_ENDPOINT: endpoint, ...S3_KEYS });
  beforeAll(async () => {
    s3 = await startS3StandIn({ bucket: "site-images" });
    app = await createTestApp(kind, { env: s3Env(s3.url) });
  });
  afterEach(async () => {
    s3.failWith = null;
    for (const t of extra.splice(0)) await t.close();
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });
  /** What the browser does with the upload URL: a real PUT to the bucket. */
  const putToBucket = (uploadURL: string, bytes: Buffer, type: string) =>
    fetch(uploadURL, { method: "PUT", headers: { "content-type": type }, body: new Uint8Array(bytes) });

  test("the owner gets a presigned PUT to the bucket; after the browser's PUT the image is served from /public-objects", async () => {
    const t = app;
    expectJsonError(await t.app.inject({ method: "POST", url: "/api/objects/upload" }), 401, "unauthorized");
    const uploadURL = await askForUploadUrl(t);
    const url = new URL(uploadURL, SITE);
    expect(url.origin).toBe(s3.url);
    expect(url.pathname).toMatch(/^\/site-images\/uploads\/[0-9a-f]{32}$/);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");

    expect((await putToBucket(uploadURL, tinyImages["image/webp"], "image/webp")).status).toBe(200);
    expectServedImage(await getImage(t, nameOf(uploadURL)), tinyImages["image/webp"], "image/webp");
  });

  test("an upload URL for a declared file is signed for its type and size, and the browser's PUT of it is stored", async () => {
    const t = app;
    const bytes = tinyImages["image/png"];
    const uploadURL = await askForUploadUrl(t, { contentType: "image/png", size: bytes.length });
    expect(new URL(uploadURL).searchParams.get("X-Amz-SignedHeaders")).toBe(
      "content-length;content-type;host",
    );
    expect((await putToBucket(uploadURL, bytes, "image/png")).status).toBe(200);
    const put = s3.requests.at(-1)!;
    expect(put.headers["content-type"]).toBe("image/png");
    expect(put.headers["content-length"]).toBe(String(bytes.length));
    expectServedImage(await getImage(t, nameOf(uploadURL)), bytes, "image/png");
  });

  test("the served type is the sniffed one, never the uploader's", async () => {
    const t = app;
    const uploadURL = await askForUploadUrl(t);
    await putToBucket(uploadURL, tinyImages["image/png"], "text/html");
    expectServedImage(await getImage(t, nameOf(uploadURL)), tinyImages["image/png"], "image/png");
  });

  test("an object in the bucket that is not an image, or is over 10 MB, is not served (404)", async () => {
    const t = app;
    const html = nameOf(await askForUploadUrl(t));
    s3.seed(`uploads/${html}`, htmlPage, "image/png");
    expectJsonError(await getImage(t, html), 404, "not_found");
    const svg = nameOf(await askForUploadUrl(t));
    s3.seed(`uploads/${svg}`, svgImage, "image/svg+xml");
    expectJsonError(await getImage(t, svg), 404, "not_found");
    const huge = nameOf(await askForUploadUrl(t));
    const bytes = Buffer.alloc(MAX_IMAGE_UPLOAD_BYTES + 1);
    tinyImages["image/png"].copy(bytes);
    s3.seed(`uploads/${huge}`, bytes, "image/png");
    expectJsonError(await getImage(t, huge), 404, "not_found");
    expectJsonError(await getImage(t, "0123456789abcdef0123456789abcdef"), 404, "not_found");
  });

  test("a checked image is served again without re-checking, but an object replaced under its name is checked anew", async () => {
    const t = app;
    const uploadURL = await askForUploadUrl(t);
    await putToBucket(uploadURL, tinyImages["image/gif"], "image/gif");
    expectServedImage(await getImage(t, nameOf(uploadURL)), tinyImages["image/gif"], "image/gif");
    expectServedImage(await getImage(t, nameOf(uploadURL)), tinyImages["image/gif"], "image/gif");
    // Presigned URLs cannot be limited to one use by S3 itself: a second PUT within 15 minutes replaces the object.
    await putToBucket(uploadURL, htmlPage, "image/gif");
    expectJsonError(await getImage(t, nameOf(uploadURL)), 404, "not_found");
  });

  test("S3 answering 500 gives 502 JSON with a clear message and no key", async () => {
    const t = app;
    const uploadURL = await askForUploadUrl(t);
    await putToBucket(uploadURL, tinyImages["image/png"], "image/png");
    s3.failWith = 500;
    const res = await getImage(t, nameOf(uploadURL));
    const body = expectJsonError(res, 502, "storage_error");
    expect(body.message).toBe("The image store answered with an error. Please try again in a moment.");
    expect(res.body).not.toContain(S3_KEYS.S3_ACCESS_KEY_ID);
    expect(res.body).not.toContain(S3_KEYS.S3_SECRET_ACCESS_KEY);
  });

  test("an unreachable S3 gives 503 JSON with a clear message and no key", async () => {
    const t = await createTestApp(kind, { env: s3Env(`http://127.0.0.1:${await closedPort()}`) });
    extra.push(t);
    const res = await getImage(t, "0123456789abcdef0123456789abcdef");
    const body = expectJsonError(res, 503, "storage_unavailable");
    expect(body.message).toBe("The image store cannot be reached right now. Please try again in a moment.");
    expect(res.body).not.toContain(S3_KEYS.S3_ACCESS_KEY_ID);
  });
});
