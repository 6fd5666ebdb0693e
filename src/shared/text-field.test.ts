import { describe, expect, test } from "vitest";
import { isWellFormedText, requiredText, text, trimText, visibleLength } from "./text-field.ts";
import { blogPostInputSchema } from "#shared/blog/blog-post.ts";
import { contactMessageInputSchema } from "#shared/contacts/contact-message.ts";
import { emailSchema, optionalEmailSchema } from "./email.ts";
import { landingSignupSchema, newsletterSignupSchema } from "#shared/newsletter/newsletter-signup.ts";
import { coachingNameSchema } from "#shared/payments/payment-requests.ts";
import { sandboxConfirmRequestSchema } from "#shared/payments/sandbox-card.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

/** Two unpaired UTF-16 surrogates: JSON can carry them ("\ud800\ud800"), PostgreSQL would store "��". */
const brokenText = "\ud800\ud800";
const invisibleOnly = [
  "\u200b",
  "\u200b\u200c\u200d",
  " \u2060 ",
  "\ufeff",
  "\u200e\u200f",
  "\u00ad",
  // Control characters, Hangul fillers, the braille blank and the combining grapheme joiner.
  "\u0001\u0002",
  "\u001f\u007f",
  "\u0085\u009f",
  "\u115f\u1160",
  "\u3164\uffa0",
  "\u2800\u2800",
  "\u034f",
];

describe("the text helpers", () => {
  test("well-formed text: paired surrogates (emoji) are, unpaired ones are not", () => {
    expect(isWellFormedText("Ada 😀")).toBe(true);
    expect(isWellFormedText(brokenText)).toBe(false);
    expect(isWellFormedText("a\udc00")).toBe(false);
    expect(isWellFormedText("\ud83d")).toBe(false);
  });

  test("trimming removes whitespace and invisible format characters at both ends only", () => {
    expect(trimText(" \u200bAda\u200d Lovelace\ufeff\n")).toBe("Ada\u200d Lovelace");
    for (const value of invisibleOnly) expect(trimText(value)).toBe("");
  });

  test("characters that show are kept, even where Unicode calls them format characters", () => {
    const scotland = "\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}";
    expect(trimText(`Our trip to Edinburgh ${scotland}`)).toBe(`Our trip to Edinburgh ${scotland}`);
    expect(trimText("\u0600\u0661\u0662")).toBe("\u0600\u0661\u0662");
  });

  test("trimming a whole body of blanks is quick: it is no pattern that rescans the run", () => {
    const padded = `a${" ".repeat(100_000)}b${"\u200b".repeat(50_000)}`;
    const started = performance.now();
    expect(trimText(padded)).toBe(`a${" ".repeat(100_000)}b`);
    expect(trimText(" ".repeat(100_000))).toBe("");
    expect(performance.now() - started).toBeLessThan(200);
  });

  test("invisible format characters do not count as visible", () => {
    expect(visibleLength("A\u200b")).toBe(1);
    expect(visibleLength("Al")).toBe(2);
  });
});

describe("requiredText", () => {
  const name = requiredText("Name", { min: 2, max: 10 });

  test.each<[unknown, string]>([
    [undefined, "Name is required"],
    [null, "Name is required"],
    ["", "Name is required"],
    ["   ", "Name is required"],
    // Control characters are refused as such; the other invisible ones make a blank value.
    ...invisibleOnly.map((value): [unknown, string] => [
      value,
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u001f\u007f-\u009f]/.test(value)
        ? "Name contains a control character (such as NUL or an escape code), which is not text"
        : "Name is required",
    ]),
    [123, "Name must be text"],
    [["Ada"], "Name must be text"],
    [{}, "Name must be text"],
    [true, "Name must be text"],
    [brokenText, "Name contains characters that are not valid text (a broken or unpaired Unicode character)"],
    ["A\u200b", "Name must be at least 2 characters"],
    ["A", "Name must be at least 2 characters"],
    ["Ada Lovelace", "Name must be at most 10 characters"],
  ])("%j → only %s", (value, message) => {
    expect(messagesOf(name.safeParse(value))).toEqual([message]);
  });

  test("a valid value is stored without its blank edges", () => {
    expect(name.parse(" \u200bAda\ufeff ")).toBe("Ada");
    expect(name.parse("Al 😀")).toBe("Al 😀");
  });
});

describe("text (optional fields)", () => {
  const field = text("Slug", { max: 5 }).nullish();
  test("absent is allowed; another type is told it must be text; blanks are trimmed", () => {
    expect(field.parse(undefined)).toBeUndefined();
    expect(field.parse(null)).toBeNull();
    expect(field.parse("\u200b ")).toBe("");
    expect(messagesOf(field.safeParse(7))).toEqual(["Slug must be text"]);
    expect(messagesOf(field.safeParse(["a", "b", "c", "d", "e", "f"]))).toEqual(["Slug must be text"]);
    expect(messagesOf(field.safeParse(brokenText))).toEqual([
      "Slug contains characters that are not valid text (a broken or unpaired Unicode character)",
    ]);
    expect(messagesOf(field.safeParse("abcdef"))).toEqual(["Slug must be at most 5 characters"]);
  });
});

/** Each form's fields use the helpers: one check per field, not per form. */
describe("every form's text fields", () => {
  const post = {
    title: "Rest",
    category: "Mindset",
    authorName: "Jordan",
    excerpt: "Why.",
    content: "<p>Rest.</p>",
  };
  const contact = {
    name: "Ada",
    email: "ada@example.com",
    type: "general",
    subject: "Hi",
    message: "A message long enough.",
  };
  const fieldMessage = (
    result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
    field: string,
  ) => result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;

  test("the blog post: a title of another type must be text; a missing or blank one is required", () => {
    const parse = (title: unknown) => blogPostInputSchema.safeParse({ ...post, title });
    expect(fieldMessage(parse(123), "title")).toBe("Title must be text");
    expect(fieldMessage(parse(undefined), "title")).toBe("Title is required");
    expect(fieldMessage(parse("\u200b"), "title")).toBe("Title is required");
    expect(fieldMessage(blogPostInputSchema.safeParse({ ...post, authorName: ["x"] }), "authorName")).toBe(
      "Author name must be text",
    );
    expect(fieldMessage(blogPostInputSchema.safeParse({ ...post, excerpt: brokenText }), "excerpt")).toMatch(
      /^Excerpt contains characters/,
    );
    expect(fieldMessage(blogPostInputSchema.safeParse({ ...post, tags: ["ok", "\u200b"] }), "tags.1")).toBe(
      "Tags may not be empty",
    );
    expect(fieldMessage(blogPostInputSchema.safeParse({ ...post, tags: [7] }), "tags.0")).toBe(
      "A tag must be text",
    );
    expect(fieldMessage(blogPostInputSchema.safeParse({ ...post, slug: 5 }), "slug")).toBe(
      "Slug must be text",
    );
  });

  test("the e-mail rule: another type must be text; missing or blank is required", () => {
    expect(messagesOf(emailSchema.safeParse(["ada@example.com"]))).toEqual(["Email must be text"]);
    expect(messagesOf(emailSchema.safeParse(42))).toEqual(["Email must be text"]);
    expect(messagesOf(emailSchema.safeParse(undefined))).toEqual(["Email is required"]);
    expect(messagesOf(emailSchema.safeParse("\u200b"))).toEqual(["Email is required"]);
    expect(messagesOf(optionalEmailSchema.safeParse(42))).toEqual(["Email must be text"]);
    expect(optionalEmailSchema.parse("\ufeff")).toBe("");
  });

  test("the contact form: a control character is refused by name, tab and line breaks are text", () => {
    for (const name of ["Sam\u0000Nul", "Al\u0007\u001b[31m", "Ada\u0085"]) {
      expect(fieldMessage(contactMessageInputSchema.safeParse({ ...contact, name }), "name")).toBe(
        "Name contains a control character (such as NUL or an escape code), which is not text",
      );
    }
    expect(
      contactMessageInputSchema.parse({ ...contact, message: "Line one\r\nLine two\tand a tab" }).message,
    ).toBe("Line one\r\nLine two\tand a tab");
    // The Mongolian vowel separator shows nothing: a message of it alone is no message.
    expect(
      fieldMessage(
        contactMessageInputSchema.safeParse({ ...contact, message: "\u180e".repeat(12) }),
        "message",
      ),
    ).toBe("Message is required");
  });

  test("the contact form: a name of two broken characters or of invisible ones is refused", () => {
    expect(
      fieldMessage(contactMessageInputSchema.safeParse({ ...contact, name: brokenText }), "name"),
    ).toMatch(/^Name contains characters/);
    expect(
      fieldMessage(contactMessageInputSchema.safeParse({ ...contact, name: "\u200b\u200b" }), "name"),
    ).toBe("Name is required");
    expect(fieldMessage(contactMessageInputSchema.safeParse({ ...contact, name: "A\u200b" }), "name")).toBe(
      "Name must be at least 2 characters",
    );
    expect(
      fieldMessage(
        contactMessageInputSchema.safeParse({ ...contact, message: "\u200b".repeat(20) }),
        "message",
      ),
    ).toBe("Message is required");
    expect(fieldMessage(contactMessageInputSchema.safeParse({ ...contact, subject: 1 }), "subject")).toBe(
      "Subject must be text",
    );
  });

  test("sign-ups: a first name of a zero-width space is no name", () => {
    expect(
      fieldMessage(
        landingSignupSchema.safeParse({ email: "ada@example.com", firstName: "\u200b" }),
        "firstName",
      ),
    ).toBe("First name is required");
    expect(
      fieldMessage(landingSignupSchema.safeParse({ email: "ada@example.com", firstName: 5 }), "firstName"),
    ).toBe("First name must be text");
    expect(
      newsletterSignupSchema.parse({ email: "ada@example.com", source: "landing-page", firstName: "\u2060" })
        .firstName,
    ).toBeNull();
  });

  test("payments: the coaching name and the donor's billing name", () => {
    expect(messagesOf(coachingNameSchema.safeParse("\u200b\u200b"))).toEqual(["Name is required"]);
    expect(messagesOf(coachingNameSchema.safeParse(brokenText))).toEqual([
      "Name contains characters that are not valid text (a broken or unpaired Unicode character)",
    ]);
    const billingName = (name: unknown) =>
      sandboxConfirmRequestSchema.safeParse({
        clientSecret: "pi_secret",
        card: { number: "", expiry: "", cvc: "" },
        billing: { name },
      });
    expect(fieldMessage(billingName(brokenText), "billing.name")).toMatch(/^Name contains characters/);
    expect(fieldMessage(billingName(3), "billing.name")).toBe("Name must be text");
  });
});
