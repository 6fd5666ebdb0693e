import { createHash, createHmac } from "node:crypto";
import type { S3Request } from "#tests/stand-ins/s3-stand-in.ts";

/**
 * Checks a presigned request's AWS Signature Version 4 as S3 does (the stand-in S3 does not): the
 * method, path, query and every header named in X-Amz-SignedHeaders, with the values the request
 * really carried, must give the signature in the URL. Written from the SigV4 specification, not
 * with the SDK that made the URL, so the two cannot agree by sharing a mistake.
 */
export function presignedSignatureMatches(request: S3Request, secretAccessKey: string): boolean {
  const query = request.query;
  const signature = query.get("X-Amz-Signature");
  const signedHeaders = query.get("X-Amz-SignedHeaders");
  const amzDate = query.get("X-Amz-Date");
  const credential = query.get("X-Amz-Credential");
  if (!signature || !signedHeaders || !amzDate || !credential) return false;
  const [, date, region, service] = credential.split("/");
  if (!date || !region || !service) return false;

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== "X-Amz-Signature")
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const names = signedHeaders.split(";");
  const canonicalHeaders = names
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(",") : (value ?? "");
      return `${name}:${text.trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    query.get("X-Amz-Content-Sha256") ?? "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  let key: Buffer = Buffer.from(`AWS4${secretAccessKey}`);
  for (const part of [date, region, service, "aws4_request"]) key = hmac(key, part);
  return hmac(key, stringToSign).toString("hex") === signature;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const hmac = (key: Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: string) => createHash("sha256").update(data).digest("hex");
/** RFC 3986 encoding, as SigV4 wants it: encodeURIComponent leaves !'()* alone. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
