import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMUNITY_SIGNUPS_KEY, NEWSLETTER_SIGNUPS_KEY, type SignupStorage } from "./local-signup-lists.ts";
import { missingFields, signupSources, type SignupKind } from "#shared/newsletter/signup-forms.ts";
import { runLandingSignup, runSignupFlow, type JsonResponse } from "./signup-flow.ts";
import { memoryStorage } from "#tests/helpers/memory-storage.ts";

type Call = { url: string; body: Record<string, unknown> };
type Answer = JsonResponse | Error;

const answer = (status: number, body?: unknown): JsonResponse => ({
  ok: status >= 200 && status < 300,
  status,
  json: () => (body === undefined ? Promise.reject(new SyntaxError("no JSON")) : Promise.resolve(body)),
});
const okAnswer = answer(200, { ok: true });
const badGateway = answer(502, { ok: false, message: "The newsletter service is not answering." });

/** A fake POST that answers each endpoint from a script and records every call. */
function scriptedPost(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const post = vi.fn(async (url: string, body: Record<string, unknown>) => {
    calls.push({ url, body });
    const scripted = answers[url];
    const next = Array.isArray(scripted) ? scripted.shift() : scripted;
    if (!next) throw new Error(`unexpected call to ${url}`);
    if (next instanceof Error) throw next;
    return next;
  });
  return { post, calls };
}

function signupStorage(initial: Record<string, string> = {}) {
  const memory = memoryStorage(initial);
  const storage: SignupStorage = memory;
  const list = (key: string) => JSON.parse(memory.items.get(key) ?? "null") as unknown;
  return { storage: () => storage, list };
}

const now = () => new Date("2026-03-04T05:06:07.000Z");
const formId = "test-form";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("required fields (SPEC §5)", () => {
  it("names each empty required field, in the forms' order, for its aria-invalid", () => {
    expect(missingFields("newsletter", { email: " ", firstName: "" })).toEqual(["email"]);
    expect(missingFields("newsletter", { email: " ada@example.com ", firstName: "" })).toEqual([]);
    expect(missingFields("blog-newsletter", { email: "ada@example.com", firstName: "" })).toEqual([]);
    for (const kind of ["community", "landing"] as const) {
      expect(missingFields(kind, { email: "", firstName: "  " })).toEqual(["firstName", "email"]);
      expect(missingFields(kind, { email: "", firstName: "Ada" })).toEqual(["email"]);
      expect(missingFields(kind, { email: "ada@example.com", firstName: "" })).toEqual(["firstName"]);
      expect(missingFields(kind, { email: "ada@example.com", firstName: "Ada" })).toEqual([]);
    }
  });
});

describe("newsletter flow (SPEC §7)", () => {
  const kinds: SignupKind[] = ["newsletter", "blog-newsletter", "community"];

  for (const kind of kinds) {
    it(`${kind}: provider first, then /api/newsletter with the provider source '${signupSources[kind].provider}'`, async () => {
      const { post, calls } = scriptedPost({ "/api/kit/subscribe": okAnswer, "/api/newsletter": okAnswer });
      const { storage } = signupStorage();
      const outcome = await runSignupFlow(
        kind,
        { email: " Ada@Example.com ", firstName: " Ada " },
        { post, formId, storage, now },
      );

      expect(outcome).toEqual({ ok: true, source: signupSources[kind].provider, viaProvider: true });
      expect(calls).toEqual([
        {
          url: "/api/kit/subscribe",
          // SPEC §7: firstName is empty on the newsletter forms.
          body: { email: "Ada@Example.com", firstName: kind === "community" ? "Ada" : "", formId },
        },
        { url: "/api/newsletter", body: { email: "Ada@Example.com", source: signupSources[kind].provider } },
      ]);
    });

    it(`${kind}: a failed provider call falls back to /api/newsletter with '${signupSources[kind].fallback}'`, async () => {
      const { post, calls } = scriptedPost({ "/api/kit/subscribe": badGateway, "/api/newsletter": okAnswer });
      const { storage } = signupStorage();
      const outcome = await runSignupFlow(
        kind,
        { email: "ada@example.com", firstName: "Ada" },
        { post, formId, storage, now },
      );

      expect(outcome).toEqual({ ok: true, source: signupSources[kind].fallback, viaProvider: false });
      // SPEC §7: the community fallback also sends the first name.
      const fallbackBody =
        kind === "community"
          ? { email: "ada@example.com", source: signupSources[kind].fallback, firstName: "Ada" }
          : { email: "ada@example.com", source: signupSources[kind].fallback };
      expect(calls.map((c) => c.url)).toEqual(["/api/kit/subscribe", "/api/newsletter"]);
      expect(calls[1]?.body).toEqual(fallbackBody);
    });

    it(`${kind}: fails only when the provider and the fallback both fail`, async () => {
      const { post, calls } = scriptedPost({
        "/api/kit/subscribe": badGateway,
        "/api/newsletter": answer(500),
      });
      const { storage, list } = signupStorage();
      const outcome = await runSignupFlow(
        kind,
        { email: "ada@example.com", firstName: "Ada" },
        { post, formId, storage, now },
      );

      expect(outcome).toEqual({ ok: false, refusal: null });
      expect(calls).toHaveLength(2);
      expect(list(NEWSLETTER_SIGNUPS_KEY)).toBeNull();
      expect(list(COMMUNITY_SIGNUPS_KEY)).toBeNull();
    });
  }

  it("a provider that cannot be reached (network error) counts as a provider failure", async () => {
    const { post, calls } = scriptedPost({
      "/api/kit/subscribe": new TypeError("Failed to fetch"),
      "/api/newsletter": okAnswer,
    });
    const outcome = await runSignupFlow(
      "newsletter",
      { email: "ada@example.com", firstName: "" },
      { post, formId, storage: signupStorage().storage },
    );
    expect(outcome).toEqual({ ok: true, source: "newsletter-signup-fallback", viaProvider: false });
    expect(calls[1]?.body.source).toBe("newsletter-signup-fallback");
  });

  it("a 200 answer whose JSON says ok: false is a provider failure", async () => {
    const { post } = scriptedPost({
      "/api/kit/subscribe": answer(200, { ok: false, message: "no" }),
      "/api/newsletter": okAnswer,
    });
    const outcome = await runSignupFlow(
      "newsletter",
      { email: "ada@example.com", firstName: "" },
      { post, formId, storage: signupStorage().storage },
    );
    expect(outcome).toMatchObject({ ok: true, viaProvider: false });
  });

  it("a rejected fallback that cannot be reached at all is a failure", async () => {
    const { post } = scriptedPost({
      "/api/kit/subscribe": new TypeError("Failed to fetch"),
      "/api/newsletter": new TypeError("Failed to fetch"),
    });
    const outcome = await runSignupFlow(
      "community",
      { email: "ada@example.com", firstName: "Ada" },
      { post, formId, storage: signupStorage().storage },
    );
    expect(outcome).toEqual({ ok: false, refusal: null });
  });

  it("a fallback refused for too many sign-ups (429) fails with the server's sentence, which says when to try again", async () => {
    const wait = "Too many sign-ups from your network. Please wait an hour and try again.";
    const tooMany = answer(429, { error: "too_many_requests", message: wait });
    const { post } = scriptedPost({ "/api/kit/subscribe": tooMany, "/api/newsletter": tooMany });
    const outcome = await runSignupFlow(
      "newsletter",
      { email: "ada@example.com", firstName: "" },
      { post, formId, storage: signupStorage().storage },
    );
    expect(outcome).toEqual({ ok: false, refusal: wait });

    // Any other refusal keeps the form's own failure text.
    const refused = scriptedPost({
      "/api/kit/subscribe": badGateway,
      "/api/newsletter": answer(400, { message: "Bad" }),
    });
    expect(
      await runSignupFlow(
        "newsletter",
        { email: "ada@example.com", firstName: "" },
        { post: refused.post, formId, storage: signupStorage().storage },
      ),
    ).toEqual({ ok: false, refusal: null });
  });

  it("after the provider accepted the address, a failing /api/newsletter call does not undo the sign-up", async () => {
    const { post, calls } = scriptedPost({
      "/api/kit/subscribe": okAnswer,
      "/api/newsletter": answer(429, { error: "too_many_requests" }),
    });
    const outcome = await runSignupFlow(
      "newsletter",
      { email: "ada@example.com", firstName: "" },
      { post, formId, storage: signupStorage().storage },
    );
    expect(outcome).toEqual({ ok: true, source: "newsletter-signup-kit", viaProvider: true });
    expect(calls).toHaveLength(2);
  });
});

describe("local sign-up lists (SPEC §3)", () => {
  it("the newsletter forms append { email, signedUpAt, source } to newsletterSignups", async () => {
    const earlier = {
      email: "first@example.com",
      signedUpAt: "2026-01-01T00:00:00.000Z",
      source: "newsletter-signup-kit",
    };
    const { storage, list } = signupStorage({ [NEWSLETTER_SIGNUPS_KEY]: JSON.stringify([earlier]) });
    const { post } = scriptedPost({ "/api/kit/subscribe": badGateway, "/api/newsletter": okAnswer });
    await runSignupFlow(
      "blog-newsletter",
      { email: "ada@example.com", firstName: "" },
      { post, formId, storage, now },
    );

    expect(list(NEWSLETTER_SIGNUPS_KEY)).toEqual([
      earlier,
      {
        email: "ada@example.com",
        signedUpAt: "2026-03-04T05:06:07.000Z",
        source: "blog-newsletter-signup-fallback",
      },
    ]);
    expect(list(COMMUNITY_SIGNUPS_KEY)).toBeNull();
  });

  it("the community form appends { email, firstName, signedUpAt, source } to communitySignups", async () => {
    const { storage, list } = signupStorage();
    const { post } = scriptedPost({ "/api/kit/subscribe": okAnswer, "/api/newsletter": okAnswer });
    await runSignupFlow(
      "community",
      { email: "ada@example.com", firstName: "Ada" },
      { post, formId, storage, now },
    );

    expect(list(COMMUNITY_SIGNUPS_KEY)).toEqual([
      {
        email: "ada@example.com",
        firstName: "Ada",
        signedUpAt: "2026-03-04T05:06:07.000Z",
        source: "community-signup-kit",
      },
    ]);
    expect(list(NEWSLETTER_SIGNUPS_KEY)).toBeNull();
  });

  it("a damaged list is started again", async () => {
    const { storage, list } = signupStorage({ [NEWSLETTER_SIGNUPS_KEY]: "{not json" });
    const { post } = scriptedPost({ "/api/kit/subscribe": okAnswer, "/api/newsletter": okAnswer });
    await runSignupFlow(
      "newsletter",
      { email: "ada@example.com", firstName: "" },
      { post, formId, storage, now },
    );
    expect(list(NEWSLETTER_SIGNUPS_KEY)).toEqual([
      { email: "ada@example.com", signedUpAt: "2026-03-04T05:06:07.000Z", source: "newsletter-signup-kit" },
    ]);
  });

  it("blocked or full storage does not break the sign-up", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { post } = scriptedPost({ "/api/kit/subscribe": okAnswer, "/api/newsletter": okAnswer });
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    const full: () => SignupStorage = () => ({
      getItem: () => "[]",
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
    });

    for (const storage of [blocked, full]) {
      const outcome = await runSignupFlow(
        "community",
        { email: "ada@example.com", firstName: "Ada" },
        { post, formId, storage, now },
      );
      expect(outcome).toEqual({ ok: true, source: "community-signup-kit", viaProvider: true });
    }
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("landing sign-up (SPEC §7)", () => {
  it("calls the provider with the first name, then /api/newsletter/subscribe", async () => {
    const { post, calls } = scriptedPost({
      "/api/kit/subscribe": okAnswer,
      "/api/newsletter/subscribe": okAnswer,
    });
    expect(await runLandingSignup({ email: " ada@example.com ", firstName: " Ada " }, { post, formId })).toBe(
      true,
    );
    expect(calls).toEqual([
      { url: "/api/kit/subscribe", body: { email: "ada@example.com", firstName: "Ada", formId } },
      { url: "/api/newsletter/subscribe", body: { email: "ada@example.com", firstName: "Ada" } },
    ]);
  });

  it("fails without a second call when the provider fails", async () => {
    const { post, calls } = scriptedPost({
      "/api/kit/subscribe": answer(422, { ok: false, message: "rejected" }),
    });
    expect(await runLandingSignup({ email: "ada@example.com", firstName: "Ada" }, { post, formId })).toBe(
      false,
    );
    expect(calls).toHaveLength(1);
  });

  it("fails when /api/newsletter/subscribe fails or cannot be reached", async () => {
    for (const second of [answer(400, { error: "invalid_input" }), new TypeError("Failed to fetch")]) {
      const { post } = scriptedPost({ "/api/kit/subscribe": okAnswer, "/api/newsletter/subscribe": second });
      expect(await runLandingSignup({ email: "ada@example.com", firstName: "Ada" }, { post, formId })).toBe(
        false,
      );
    }
  });
});
