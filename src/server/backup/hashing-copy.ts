import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";

export type FileDigest = { bytes: number; sha256: string };

/** Streams `source` into a new file `to`, answering its size and SHA-256 as written. */
export async function copyHashing(source: AsyncIterable<Buffer>, to: string): Promise<FileDigest> {
  const hash = createHash("sha256");
  let bytes = 0;
  await pipeline(
    source,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(to, { flags: "wx" }),
  );
  return { bytes, sha256: hash.digest("hex") };
}
