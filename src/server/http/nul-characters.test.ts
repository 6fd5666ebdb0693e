import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { findNulCharacter } from "./nul-characters.ts";

describe("findNulCharacter", () => {
  test("names the path of the first string holding a NUL", () => {
    expect(findNulCharacter({ billing: { name: "A\u0000B" } }, "")).toBe("billing.name");
    expect(findNulCharacter({ tags: ["ok", "b\u0000d"] }, "")).toBe("tags.1");
    expect(findNulCharacter("x\u0000", "")).toBe("");
    // Fastify builds query and params records on a prototype-less base.
    const query = Object.assign(Object.create(Object.create(null)) as Record<string, unknown>, {
      q: "a\u0000b",
    });
    expect(findNulCharacter(query, "")).toBe("q");
  });

  test("passes clean values, other control characters and non-plain objects", () => {
    expect(findNulCharacter({ a: "fine", b: ["\u0001"], n: 3, z: null }, "")).toBeNull();
    expect(findNulCharacter(Buffer.from("a\u0000b"), "")).toBeNull();
    expect(findNulCharacter(undefined, "")).toBeNull();
    class Carrier {
      text = "a\u0000b";
    }
    expect(findNulCharacter({ carrier: new Carrier() }, "")).toBeNull();
  });

  test("leaves a request stream alone: a page route's raw body ends at once, however its socket loops", () => {
    const socket: Record<string, unknown> = { name: "a\u0000b" };
    socket.server = { connections: [socket] };
    const stream = Object.assign(new PassThrough(), { socket });
    expect(findNulCharacter(stream, "")).toBeNull();
  });

  test("searches values nested deeper than the call stack could follow, in document order", () => {
    let deep: unknown = "a\u0000b";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    const found = findNulCharacter({ first: deep, second: "c\u0000d" }, "");
    expect(found).toBe(`first${".0".repeat(100_000)}`);
    expect(findNulCharacter({ first: [[["clean"]]], second: { third: "c\u0000d" } }, "")).toBe(
      "second.third",
    );
  });
});
