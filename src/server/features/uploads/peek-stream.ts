import { Readable } from "node:stream";

/**
 * Reads the first `bytes` of a stream (fewer when it is shorter) and answers them with a stream
 * that replays them followed by the rest, so a response can be checked before it is sent
 * without holding the whole object in memory.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks = source[Symbol.asyncIterator]();
  const buffered: Buffer[] = [];
  let length = 0;
  let ended = false;
  try {
    while (length < bytes) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = Buffer.from(next.value as Uint8Array);
      buffered.push(chunk);
      length += chunk.length;
    }
  } catch (error) {
    source.destroy();
    throw error;
  }
  const start = Buffer.concat(buffered);
  async function* replay() {
    try {
      if (start.length > 0) yield start;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next())
        yield next.value as Uint8Array;
    } finally {
      // The reader went away early (a visitor closed the page): release the file or connection.
      source.destroy();
    }
  }
  return { head: start.subarray(0, bytes), body: Readable.from(replay(), { objectMode: false }) };
}
