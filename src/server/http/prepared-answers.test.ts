import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";
import { serializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { preferredEncoding, prepareJson, preparedJsonOf } from "./prepared-answers.ts";

const itemSchema = z.object({ id: z.number(), text: z.string(), extra: z.string().optional() });
const listSchema = z.array(itemSchema);
const list = (n: number, text = "Rest is part of the work.") =>
  Array.from({ length: n }, (_, id) => ({ id, text, notInSchema: "dropped" }));
/** What Fastify's zod serializer writes for a route with this response schema. */
const serialized = (value: unknown) =>
  serializerCompiler({ schema: listSchema, method: "GET", url: "/x" })(value);

describe("prepared JSON answers", () => {
  test("the bytes are those Fastify's zod serializer writes, with a strong ETag of them", async () => {
    const value = list(40);
    const prepared = await prepareJson(listSchema, value);
    expect(prepared.identity.body.toString()).toBe(serialized(value));
    expect(prepared.identity.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  test("a body of 512 bytes or more carries gzip and brotli copies that decode to the same bytes, each with its own tag", async () => {
    const prepared = await prepareJson(listSchema, list(40));
    expect(gunzipSync(prepared.gzip!.body)).toEqual(prepared.identity.body);
    expect(brotliDecompressSync(prepared.br!.body)).toEqual(prepared.identity.body);
    expect(new Set([prepared.identity.etag, prepared.gzip!.etag, prepared.br!.etag]).size).toBe(3);
  });

  test("a small body is not compressed", async () => {
    const prepared = await prepareJson(listSchema, list(1));
    expect(prepared.gzip).toBeNull();
    expect(prepared.br).toBeNull();
  });

  test("the same list object is prepared once however often it is asked for", async () => {
    const encode = vi.spyOn(listSchema, "encode");
    try {
      const of = preparedJsonOf<object>(listSchema);
      const value = list(40);
      const answers = await Promise.all(Array.from({ length: 10 }, () => of(value)));
      expect(new Set(answers).size).toBe(1);
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
  });

  test("a new list with the same content (a reload) keeps its tag and compressed copies; a changed one gets a new tag", async () => {
    const of = preparedJsonOf<object>(listSchema);
    const first = await of(list(40));
    expect(await of(list(40))).toBe(first);
    const changed = await of(list(40, "Rest is productive."));
    expect(changed.identity.etag).not.toBe(first.identity.etag);
  });

  test("a list the schema refuses fails its request and is not kept: the next request tries again", async () => {
    const of = preparedJsonOf<object>(listSchema);
    const bad = [{ id: "not a number", text: "x" }];
    await expect(of(bad)).rejects.toThrow();
    const encode = vi.spyOn(listSchema, "encode");
    try {
      await expect(of(bad)).rejects.toThrow();
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
  });

  test.each([
    [undefined, null],
    ["", null],
    ["identity", null],
    ["deflate", null],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*", "br"],
    ["*;q=0.1, gzip", "gzip"],
    ["BR", "br"],
  ])("Accept-Encoding %j takes %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
