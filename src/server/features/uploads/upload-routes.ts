import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { AppDb } from "#server/db/client.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_UPLOAD_BYTES,
  acceptedTypesSentence,
  imageTypeLabel,
  isAcceptedImageType,
  type ImageType,
} from "#shared/image-upload.ts";
import { HttpError, invalidInput } from "#server/http/errors.ts";
import { ObjectStorageError, type ObjectStorage } from "#server/providers/storage/object-storage.ts";
import { SNIFF_BYTES, declaredMediaType, sniffImageType } from "#shared/image-type.ts";
import { LruCache } from "#server/lib/lru-cache.ts";
import { peekStream } from "./peek-stream.ts";
import {
  claimUploadGrant,
  createUploadGrant,
  deleteStaleUploadGrants,
  findUploadGrant,
  releaseUploadGrant,
  type UploadGrantState,
} from "./upload-grant-repository.ts";

/** An upload URL works once, for this long (presigned S3 URLs carry the same expiry). */
const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** 128 random bits in hex: unguessable, and the only shape /public-objects/ serves (no paths). */
const OBJECT_NAME_PATTERN = /^[0-9a-f]{32}$/;
const newObjectName = () => randomBytes(16).toString("hex");
/** The folder of uploaded images in the object store: DATA_DIR/uploads on disk. */
export const UPLOADS_FOLDER = "uploads";
const objectKey = (name: string) => `${UPLOADS_FOLDER}/${name}`;
const publicObjectPath = (name: string) => `/public-objects/${name}`;

/** Served images never change under their name (a new image gets a new name). */
const IMMUTABLE_CACHING = "public, max-age=31536000, immutable";

const uploadUrlAnswer = z.object({ uploadURL: z.string() });
const storedAnswer = z.object({ path: z.string() });
const objectParams = z.object({ name: z.string() });
/**
 * The file the owner is about to upload, when the browser says (optional: the upload URL is then
 * for exactly that file; with S3 the bucket refuses any other type or size).
 */
const uploadRequest = z
  .object({
    contentType: z
      .string({ error: "contentType must be the image's media type, such as image/png" })
      .max(100, "contentType must be the image's media type, such as image/png"),
    size: z
      .number({ error: "size must be the file's size in bytes" })
      .int("size must be the file's size in bytes")
      .min(1, "The file is empty. Please select an image file."),
  })
  // No body at all is null.
  .nullish();

export type UploadRoutesOptions = { db: AppDb; storage: ObjectStorage };

/**
 * SPEC §7 POST /api/objects/upload and the images it leads to. The owner asks for an upload
 * URL, the browser PUTs the file there (this server with disk storage, the bucket with S3), and
 * pages load it from /public-objects/{name}, which serves only bytes that really are an image.
 */
export const uploadRoutes: FastifyPluginAsync<UploadRoutesOptions> = async (app, { db, storage }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.addHook("onClose", async () => storage.close());

  typed.post(
    "/api/objects/upload",
    { onRequest: app.requireAdminWrite, schema: { body: uploadRequest, response: { 200: uploadUrlAnswer } } },
    async (request) => {
      // A declared file that could never be stored is refused now, with the message its upload
      // would get, before its bytes are sent. A presigned URL is signed for the Content-Type
      // exactly as the browser will send it.
      const declared = request.body ?? undefined;
      if (declared) {
        const type = declaredMediaType(declared.contentType);
        if (!type || !isAcceptedImageType(type))
          throw invalidInput({ contentType: imageTypeRefusal(type).message });
        if (declared.size > MAX_IMAGE_UPLOAD_BYTES) throw invalidInput({ size: fileTooLarge().message });
      }
      const name = newObjectName();
      if (storage.upload.mode === "direct") {
        const uploadURL = await storage.upload.presignPut(objectKey(name), UPLOAD_URL_TTL_SECONDS, declared);
        request.log.info({ objectName: name }, "upload URL issued (presigned)");
        return { uploadURL };
      }
      await deleteStaleUploadGrants(db);
      const { token } = await createUploadGrant(db, {
        objectName: name,
        ttlMs: UPLOAD_URL_TTL_SECONDS * 1000,
      });
      request.log.info({ objectName: name }, "upload URL issued");
      // Relative, so the browser PUTs to whichever address it reached the site at.
      return { uploadURL: `/api/objects/upload/${name}?token=${token}` };
    },
  );

  if (storage.upload.mode === "through-server") {
    const { put } = storage.upload;
    await app.register(async (scope) => {
      // Raw bytes of the accepted types only, up to 10 MB, and only in this scope: every other
      // route keeps the 100 KB JSON limit. Other types are refused before their body is read.
      scope.addContentTypeParser(
        [...ACCEPTED_IMAGE_TYPES],
        { parseAs: "buffer", bodyLimit: MAX_IMAGE_UPLOAD_BYTES },
        (_request, body, done) => done(null, body),
      );
      // A body sent without Content-Length (Transfer-Encoding: chunked) is only found too large
      // while it is read, by the body limit: it gets the same SPEC §5 message as a declared length.
      // Every other error goes on to the app's handler.
      scope.setErrorHandler((error) => {
        throw (error as { code?: unknown }).code === "FST_ERR_CTP_BODY_TOO_LARGE" ? fileTooLarge() : error;
      });

      /** Everything that can be refused before reading the bytes: the grant, the declared type, the length. */
      const checkUploadRequest = async (request: FastifyRequest) => {
        const { name } = request.params as { name: string };
        const { token } = request.query as { token?: unknown };
        const grant = typeof token === "string" && token ? await findUploadGrant(db, token) : null;
        if (!grant || grant.objectName !== name) throw invalidUploadUrl();
        const refusal = grantRefusal(grant);
        if (refusal) throw refusal;
        declaredImageType(request);
        const length = Number(request.headers["content-length"]);
        if (length > MAX_IMAGE_UPLOAD_BYTES) throw fileTooLarge();
      };

      scope.withTypeProvider<ZodTypeProvider>().put(
        "/api/objects/upload/:name",
        {
          bodyLimit: MAX_IMAGE_UPLOAD_BYTES,
          onRequest: checkUploadRequest,
          schema: { params: objectParams, response: { 200: storedAnswer } },
        },
        async (request) => {
          const { name } = request.params;
          const token = (request.query as { token: string }).token;
          const bytes = request.body;
          if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
            throw new HttpError(400, "empty_file", "The file is empty. Please select an image file.");
          }
          const declared = declaredImageType(request);
          const actual = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
          if (!actual) {
            throw new HttpError(
              400,
              "not_an_image",
              `The file's content is not a ${acceptedTypesSentence} image. Please select an image file.`,
            );
          }
          if (actual !== declared) {
            throw new HttpError(
              415,
              "image_type_mismatch",
              `The file's content is a ${imageTypeLabel(actual)} image, but it was sent as ${declared}. Please select the image again.`,
            );
          }
          if (!(await claimUploadGrant(db, token))) {
            // Another upload with the same URL finished first, or the URL expired meanwhile.
            const grant = await findUploadGrant(db, token);
            throw (grant && grantRefusal(grant)) || invalidUploadUrl();
          }
          try {
            await put(objectKey(name), bytes, actual);
          } catch (error) {
            await releaseUploadGrant(db, token);
            throw error;
          }
          request.log.info({ objectName: name, type: actual, bytes: bytes.length }, "image uploaded");
          return { path: publicObjectPath(name) };
        },
      );
    });
  }

  // Bytes are checked when served as well as when stored: with S3 the browser uploads straight
  // to the bucket, so the server sees the object for the first time here. A name's sniffed type
  // is remembered until its version (ETag) changes, so hot images are not re-checked.
  const checkedTypes = new LruCache<string, { version: string; type: ImageType }>(1000);

  // Answers the image's bytes, not JSON: no response schema (errors keep the API's error shape).
  typed.get("/public-objects/:name", { schema: { params: objectParams } }, async (request, reply) => {
    const { name } = request.params;
    if (!OBJECT_NAME_PATTERN.test(name)) throw imageNotFound();
    const object = await readObject(() => storage.get(objectKey(name)), request);
    if (!object) throw imageNotFound();
    if (object.size > MAX_IMAGE_UPLOAD_BYTES) {
      object.body.destroy();
      request.log.warn(
        { objectName: name, size: object.size },
        "stored object is larger than an image may be; not served",
      );
      throw imageNotFound();
    }
    let body = object.body;
    let type = checkedTypes.get(name);
    if (type?.version !== object.version) {
      const peeked = await readObject(
        () =>
          peekStream(object.body, SNIFF_BYTES).catch((error: Error) => {
            throw new ObjectStorageError(
              "failed",
              `reading the object's first bytes failed: ${error.message}`,
            );
          }),
        request,
      );
      body = peeked.body;
      const sniffed = sniffImageType(peeked.head);
      if (!sniffed) {
        body.destroy();
        request.log.warn(
          { objectName: name, size: object.size },
          "stored object is not an accepted image; not served",
        );
        throw imageNotFound();
      }
      type = { version: object.version, type: sniffed };
      checkedTypes.set(name, type);
    }
    return reply
      .headers({
        // The sniffed type, never the uploader's: nosniff then makes the browser keep to it.
        "content-type": type.type,
        "content-length": String(object.size),
        "cache-control": IMMUTABLE_CACHING,
        "x-content-type-options": "nosniff",
        // Public images: other sites (feed readers, newsletters) may embed them.
        "cross-origin-resource-policy": "cross-origin",
        // Opened directly, an image needs nothing else to load.
        "content-security-policy": "default-src 'none'; sandbox",
      })
      .send(body);
  });
};

/** The Content-Type header as an accepted image type, or the 415 that explains what is allowed. */
function declaredImageType(request: FastifyRequest): ImageType {
  const declared = declaredMediaType(request.headers["content-type"]);
  if (declared && isAcceptedImageType(declared)) return declared;
  throw imageTypeRefusal(declared);
}

function imageTypeRefusal(declared: string | null): HttpError {
  const allowed = `Please select a ${acceptedTypesSentence} image.`;
  if (!declared) {
    return new HttpError(
      415,
      "unsupported_media_type",
      `Send the image with its Content-Type header. ${allowed}`,
    );
  }
  if (declared === "image/svg+xml") {
    return new HttpError(
      415,
      "unsupported_media_type",
      `SVG images cannot be uploaded because they can carry scripts. ${allowed}`,
    );
  }
  if (declared.startsWith("image/")) {
    return new HttpError(415, "unsupported_media_type", `${declared} images cannot be uploaded. ${allowed}`);
  }
  // SPEC §5: 'Invalid file type' / 'Please select an image file'.
  return new HttpError(
    415,
    "unsupported_media_type",
    `Invalid file type: ${declared}. Please select an image file (${acceptedTypesSentence}).`,
  );
}

function grantRefusal(grant: UploadGrantState): HttpError | null {
  if (grant.used) {
    return new HttpError(
      410,
      "upload_url_used",
      "This upload URL has already been used. Choose the image again to get a new one.",
    );
  }
  if (grant.expired) {
    return new HttpError(
      410,
      "upload_url_expired",
      "This upload URL has expired (they last 15 minutes). Choose the image again to get a new one.",
    );
  }
  return null;
}

const invalidUploadUrl = () =>
  new HttpError(
    403,
    "invalid_upload_url",
    "This upload URL is not valid. Choose the image again to get a new one.",
  );

// SPEC §5: 'File too large' / 'Please select an image smaller than 10MB'.
const fileTooLarge = () =>
  new HttpError(413, "file_too_large", "File too large. Please select an image smaller than 10MB.");

const imageNotFound = () => new HttpError(404, "not_found", "No image is stored under this name.");

/** A store that cannot answer is a 502/503 with a sentence for people; the details go to the log only. */
async function readObject<T>(read: () => Promise<T>, request: FastifyRequest): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ObjectStorageError)) throw error;
    request.log.error({ reason: error.reason, detail: error.message }, "object storage failed");
    if (error.reason === "unreachable") {
      throw new HttpError(
        503,
        "storage_unavailable",
        "The image store cannot be reached right now. Please try again in a moment.",
      );
    }
    throw new HttpError(
      502,
      "storage_error",
      "The image store answered with an error. Please try again in a moment.",
    );
  }
}
