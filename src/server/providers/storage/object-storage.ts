import type { Readable } from "node:stream";

/**
 * Where uploaded images live (DESIGN: providers): files under DATA_DIR by default, an
 * S3-compatible bucket when configured. Keys are "/"-separated relative names such as
 * "uploads/3f9c…e1"; the uploads feature owns what they mean and checks every byte it serves.
 */
export interface ObjectStorage {
  readonly kind: "disk" | "s3";
  /** How the browser's bytes reach the store; the two stores differ here and only here. */
  readonly upload: DirectUpload | UploadThroughServer;
  /**
   * The stored object, or null when no object has this key. Throws ObjectStorageError when the
   * store cannot answer, so a broken store is never mistaken for a missing image.
   */
  get(key: string): Promise<StoredObject | null>;
  /** Lets go of pooled connections when the server stops. */
  close(): void;
}

/** The browser PUTs straight to the store with a presigned URL (S3). */
export type DirectUpload = {
  mode: "direct";
  /** The origins presigned URLs point at: pages must allow the browser to send bytes there (CSP connect-src). */
  origins: readonly string[];
  /**
   * A URL that accepts one PUT of the object's bytes until it expires. With the file's declared
   * type and size, the URL is signed for exactly those: the store refuses a PUT with another
   * Content-Type or Content-Length.
   */
  presignPut(key: string, expiresInSeconds: number, declared?: DeclaredUpload): Promise<string>;
};

/** What the browser says it will upload, before it does. */
export type DeclaredUpload = { contentType: string; size: number };

/** The browser PUTs to this server, which checks the bytes and then stores them (disk). */
export type UploadThroughServer = {
  mode: "through-server";
  /** Stores bytes that were already checked; readers never see a half-written object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
};

export type StoredObject = {
  /** Byte length as the store reports it. */
  size: number;
  /** Changes whenever the bytes under the key change (S3 ETag, file identity): keys caches. */
  version: string;
  body: Readable;
};

/**
 * The store failed to answer: "unreachable" when no answer came (refused, timed out), "failed"
 * when it answered with an error. Messages name the store's status, never a credential.
 */
export class ObjectStorageError extends Error {
  constructor(
    readonly reason: "unreachable" | "failed",
    message: string,
  ) {
    super(message);
    this.name = "ObjectStorageError";
  }
}
