import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Readable } from "node:stream";
import { ObjectStorageError, type ObjectStorage } from "./object-storage.ts";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a test stand-in); AWS itself when undefined. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Per attempt; an image request should fail soon rather than hang. */
  requestTimeoutMs?: number;
  connectionTimeoutMs?: number;
  maxAttempts?: number;
};

/**
 * Where presigned URLs send the browser: the custom endpoint (path-style), or AWS's regional host
 * with the bucket in the name, or in the path when the bucket name has dots (TLS wildcard rules).
 */
export function presignedUrlOrigins({ bucket, region, endpoint }: Pick<S3StorageOptions, "bucket" | "region" | "endpoint">): string[] {
  if (endpoint) return [new URL(endpoint).origin];
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

/** Objects in an S3-compatible bucket; the browser uploads straight to it with a presigned PUT. */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Custom endpoints rarely have wildcard DNS for bucket.host names; path-style works everywhere.
    forcePathStyle: options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Since SDK 3.729 a presigned PUT otherwise carries the CRC32 of the empty body it was signed
    // with, and S3, R2 and MinIO then refuse the browser's real bytes (aws-sdk-js-v3 checksum change).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: options.maxAttempts ?? 2,
    requestHandler: {
      connectionTimeout: options.connectionTimeoutMs ?? 3_000,
      requestTimeout: options.requestTimeoutMs ?? 15_000,
    },
  });

  return {
    kind: "s3",
    upload: {
      mode: "direct",
      origins: presignedUrlOrigins(options),
      // With a declared file, its type and size are signed: the bucket then refuses a PUT with any
      // other Content-Type or Content-Length (an 11 MB file, or HTML, on a URL meant for a PNG).
      // The presigner leaves Content-Type out of the signature unless told to sign it. Served
      // objects are sniffed and size-checked all the same.
      presignPut: (key, expiresInSeconds, declared) =>
        getSignedUrl(
          client,
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(declared && { ContentType: declared.contentType, ContentLength: declared.size }),
          }),
          {
            expiresIn: expiresInSeconds,
            ...(declared && { signableHeaders: new Set(["content-type", "content-length"]) }),
          },
        ),
    },
    async get(key) {
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw storageError(error, "GetObject");
      }
      const body = answer.Body as Readable | undefined;
      if (!body || answer.ContentLength === undefined) {
        body?.destroy();
        throw new ObjectStorageError("failed", "S3 GetObject answered without a body or a Content-Length");
      }
      return {
        size: answer.ContentLength,
        version: answer.ETag ?? String(answer.LastModified?.getTime()),
        body,
      };
    },
    close: () => client.destroy(),
  };
}

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

function isMissingKey(error: unknown): boolean {
  const e = error as SdkError;
  // A missing bucket also answers 404, but that is a broken configuration, not a missing image.
  return e.name === "NoSuchKey" || (e.$metadata?.httpStatusCode === 404 && e.name !== "NoSuchBucket");
}

/** Only the status and S3's error name: an SDK error can carry the request, signature and key id. */
function storageError(error: unknown, operation: string): ObjectStorageError {
  const e = error as SdkError;
  const status = e.$metadata?.httpStatusCode;
  if (status !== undefined) {
    return new ObjectStorageError(
      "failed",
      `S3 ${operation} answered ${status} (${e.name ?? "unknown error"})`,
    );
  }
  return new ObjectStorageError(
    "unreachable",
    `S3 ${operation} got no answer (${e.code ?? e.name ?? "unknown error"})`,
  );
}
