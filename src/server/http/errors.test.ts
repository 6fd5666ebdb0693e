import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminCookie } from "#tests/helpers/admin-login.ts";
import { createTestApp, testDatabaseKinds, type TestApp } from "#tests/helpers/test-app.ts";
import { PATH_PARAM_MAX_LENGTH, hasOverLongPathSegment } from "./path-params.ts";

describe("hasOverLongPathSegment", () => {
  test("counts each segment decoded, as the router does", () => {
    const longest = "a".repeat(PATH_PARAM_MAX_LENGTH);
    expect(hasOverLongPathSegment(`/api/blog/posts/${longest}`)).toBe(false);
    expect(hasOverLongPathSegment(`/api/blog/posts/${longest}a`)).toBe(true);
    expect(hasOverLongPathSegment(`/api/blog/posts/${"%41".repeat(PATH_PARAM_MAX_LENGTH)}`)).toBe(false);
    expect(hasOverLongPathSegment(`/api/blog/posts/a?q=${longest}a`)).toBe(false);
  });
});

/** What the API answers for input and addresses it refuses: each message says what is wrong. */
describe.each(testDatabaseKinds)("refusal messages on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await adminCookie(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = {
    title: "Rest",
    category: "Mindset",
    authorName: "Jordan",
    excerpt: "Why rest matters.",
    content: "<p>Rest.</p>",
  };
  const createPost = (payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: { cookie, "content-type": "application/json" },
      payload,
    });

  test("a value of the wrong type is told it must be text; a missing one is required", async () => {
    const wrongType = await createPost(JSON.stringify({ ...post, title: 123 }));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({
      error: "invalid_input",
      fields: { title: "Title must be text" },
    });
    const { title: _title, ...untitled } = post;
    const missing = await createPost(JSON.stringify(untitled));
    expect(missing.json()).toMatchObject({ fields: { title: "Title is required" } });

    const email = await t.app.inject({
      method: "POST",
      url: "/api/newsletter",
      payload: { email: ["ada@example.com"], source: "landing-page" },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({ fields: { email: "Email must be text" } });
  });

  test("invisible-only or broken text is refused, and nothing is stored", async () => {
    const invisibleTitle = await createPost(JSON.stringify({ ...post, title: "\u200b" }));
    expect(invisibleTitle.json()).toMatchObject({ fields: { title: "Title is required" } });

    const landing = await t.app.inject({
      method: "POST",
      url: "/api/newsletter/subscribe",
      payload: { email: "ada@example.com", firstName: "\u200b" },
    });
    expect(landing.statusCode).toBe(400);
    expect(landing.json()).toMatchObject({ fields: { firstName: "First name is required" } });

    // JSON's \u escapes can carry unpaired surrogates; stored, they would read "��".
    const contact = await t.app.inject({
      method: "POST",
      url: "/api/contacts",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      payload:
        '{"name":"\\ud800\\ud800","email":"ada@example.com","type":"general","subject":"Hi","message":"A message long enough."}',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({
      fields: {
        name: "Name contains characters that are not valid text (a broken or unpaired Unicode character)",
      },
    });
    const inbox = await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } });
    expect(inbox.json()).toEqual([]);
  });

  test("a body that is not UTF-8 (broken bytes, or declared in another charset) is refused, not stored with '�'", async () => {
    const send = (contentType: string, body: Buffer) =>
      t.app.inject({
        method: "POST",
        url: "/api/contacts",
        headers: { "content-type": contentType, "x-forwarded-for": "198.51.100.8" },
        payload: body,
      });
    const message = (name: Buffer) =>
      Buffer.concat([
        Buffer.from('{"name":"'),
        name,
        Buffer.from(
          '","email":"ada@example.com","type":"general","subject":"Hi","message":"A message long enough."}',
        ),
      ]);
    const broken = await send("application/json", message(Buffer.from([0x4a, 0x6f, 0x73, 0xe9])));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: "invalid_json",
      message: "The request body is not valid UTF-8 text.",
    });
    const latin1 = await send(
      "application/json; charset=iso-8859-1",
      message(Buffer.from("Jos\u00e9", "latin1")),
    );
    expect(latin1.statusCode).toBe(415);
    expect(latin1.json()).toMatchObject({ error: "unsupported_media_type" });
    const inbox = await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } });
    expect(inbox.json()).toEqual([]);

    // Valid UTF-8, declared or not, is read as sent.
    const accented = await send("application/json; charset=UTF-8", message(Buffer.from("José")));
    expect(accented.statusCode).toBe(201);
    const [stored] = (
      await t.app.inject({ method: "GET", url: "/api/contacts", headers: { cookie } })
    ).json();
    expect(stored.name).toBe("José");
  });

  test("a %-escape that is not valid UTF-8 gets a message that is true for it", async () => {
    for (const url of ["/api/blog/posts/%ED%A0%80", "/api/blog/posts/%ZZ"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: "bad_url",
        message:
          "The address is not valid: it has a % that is not followed by two hexadecimal digits, or %-escapes that do not spell valid UTF-8 text.",
      });
    }
  });

  test("a path parameter over the longest one accepted answers 414, not 404", async () => {
    const overLong = await t.app.inject({
      method: "GET",
      url: `/api/blog/posts/${"a".repeat(PATH_PARAM_MAX_LENGTH + 1)}`,
    });
    expect(overLong.statusCode).toBe(414);
    expect(overLong.json()).toEqual({
      error: "uri_too_long",
      message: "A part of the address is longer than this site accepts.",
    });

    const image = await t.app.inject({
      method: "GET",
      url: `/public-objects/${"f".repeat(PATH_PARAM_MAX_LENGTH + 1)}`,
    });
    expect(image.statusCode).toBe(414);

    // The longest accepted reaches the route, which has no such post.
    const longest = await t.app.inject({
      method: "GET",
      url: `/api/blog/posts/${"a".repeat(PATH_PARAM_MAX_LENGTH)}`,
    });
    expect(longest.statusCode).toBe(404);
    expect(longest.json().error).not.toBe("uri_too_long");
    expect(longest.json().message).not.toMatch(/^No endpoint answers/);

    const unknown = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(unknown.json()).toEqual({
      error: "not_found",
      message: "No endpoint answers GET /api/no-such-thing.",
    });
  });
});
