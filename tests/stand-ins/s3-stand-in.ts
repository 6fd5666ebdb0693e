import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

/**
 * A stand-in for an S3-compatible object store on 127.0.0.1 (DESIGN: no test touches the
 * internet): path-style PUT and GET Object, S3's XML errors, presigned-URL expiry. It does not
 * verify signatures, but refuses any request that carries none, and refuses a body whose CRC32
 * does not match one baked into a presigned URL, as real stores do.
 */
export type StoredTestObject = { body: Buffer; contentType: string | undefined; etag: string };

export type S3Request = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
};

export type S3StandIn = {
  /** Origin without a trailing slash: the S3_ENDPOINT to configure. */
  url: string;
  bucket: string;
  /** Objects by key, e.g. "uploads/3f9c…". */
  objects: Map<string, StoredTestObject>;
  requests: S3Request[];
  /** Puts an object as if a client had uploaded it (a disguised or oversized file). */
  seed(key: string, body: Buffer, contentType?: string): void;
  /** While set, every request answers this status with S3's InternalError body. */
  failWith: number | null;
  close(): Promise<void>;
};

export async function startS3StandIn({
  bucket = "site-images",
}: { bucket?: string } = {}): Promise<S3StandIn> {
  const objects = new Map<string, StoredTestObject>();
  const requests: S3Request[] = [];
  const etagOf = (body: Buffer) => `"${createHash("md5").update(body).digest("hex")}"`;

  const standIn: S3StandIn = {
    url: "",
    bucket,
    objects,
    requests,
    failWith: null,
    seed: (key, body, contentType) => objects.set(key, { body, contentType, etag: etagOf(body) }),
    close: async () => {},
  };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const method = req.method ?? "GET";
    requests.push({ method, path: url.pathname, query: url.searchParams, headers: req.headers });

    if (standIn.failWith !== null) {
      return sendError(
        res,
        standIn.failWith,
        "InternalError",
        "We encountered an internal error. Please try again.",
      );
    }
    const signed =
      url.searchParams.has("X-Amz-Signature") ||
      (req.headers.authorization ?? "").startsWith("AWS4-HMAC-SHA256 ");
    if (!signed) return sendError(res, 403, "AccessDenied", "Access Denied");
    if (presignedUrlExpired(url.searchParams))
      return sendError(res, 403, "AccessDenied", "Request has expired");

    // Path-style: /{bucket}/{key}
    const [, bucketName, ...keyParts] = url.pathname.split("/");
    const key = decodeURIComponent(keyParts.join("/"));
    if (bucketName !== bucket)
      return sendError(res, 404, "NoSuchBucket", "The specified bucket does not exist");

    if (method === "PUT") {
      const expectedCrc = url.searchParams.get("x-amz-checksum-crc32") ?? req.headers["x-amz-checksum-crc32"];
      if (typeof expectedCrc === "string") {
        const actual = Buffer.alloc(4);
        actual.writeUInt32BE(crc32(body));
        if (actual.toString("base64") !== expectedCrc) {
          return sendError(
            res,
            400,
            "BadDigest",
            "The CRC32 you specified did not match the calculated checksum.",
          );
        }
      }
      standIn.seed(key, body, req.headers["content-type"]);
      res.writeHead(200, { etag: objects.get(key)!.etag });
      return res.end();
    }
    if (method === "GET" || method === "HEAD") {
      const object = objects.get(key);
      if (!object) return sendError(res, 404, "NoSuchKey", "The specified key does not exist.");
      res.writeHead(200, {
        "content-type": object.contentType ?? "binary/octet-stream",
        "content-length": object.body.length,
        etag: object.etag,
        "last-modified": new Date().toUTCString(),
      });
      return res.end(method === "HEAD" ? undefined : object.body);
    }
    return sendError(
      res,
      405,
      "MethodNotAllowed",
      "The specified method is not allowed against this resource.",
    );
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** X-Amz-Date (yyyymmddThhmmssZ) plus X-Amz-Expires seconds is in the past. */
function presignedUrlExpired(query: URLSearchParams): boolean {
  const date = query.get("X-Amz-Date");
  const expires = query.get("X-Amz-Expires");
  if (!date || !expires) return false;
  const signedAt = Date.parse(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  return signedAt + Number(expires) * 1000 < Date.now();
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>${randomUUID()}</RequestId></Error>`,
  );
}
