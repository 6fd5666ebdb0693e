import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { expect, test } from "vitest";
import { peekStream } from "./peek-stream.ts";

const chunked = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)));

test("the first bytes come out across chunks and the stream replays everything", async () => {
  const { head, body } = await peekStream(chunked("GI", "F8", "9a-rest-", "of-file"), 6);
  expect(head.toString()).toBe("GIF89a");
  expect((await buffer(body)).toString()).toBe("GIF89a-rest-of-file");
});

test("a stream shorter than the peek answers what there is", async () => {
  const { head, body } = await peekStream(chunked("abc"), 64);
  expect(head.toString()).toBe("abc");
  expect((await buffer(body)).toString()).toBe("abc");
});

test("destroying the replay releases the source (a visitor who went away)", async () => {
  const source = Readable.from(
    (async function* () {
      yield Buffer.from("0123456789");
      yield Buffer.from("more");
      await new Promise(() => {}); // never ends on its own
    })(),
  );
  const { body } = await peekStream(source, 4);
  body.once("data", () => body.destroy());
  await new Promise((resolve) => body.once("close", resolve));
  await new Promise((resolve) => setImmediate(resolve));
  expect(source.destroyed).toBe(true);
});
