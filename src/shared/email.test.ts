import { describe, expect, test } from "vitest";
import { z } from "./zod.ts";
import { emailMessages, emailPattern, isEmailAddress } from "./email-address.ts";
import { emailSchema, optionalEmailSchema } from "./email.ts";
import { emailMaxLength } from "./field-limits.ts";
import { contactMessageInputSchema } from "#shared/contacts/contact-message.ts";
import { newsletterSignupSchema } from "#shared/newsletter/newsletter-signup.ts";
import { coachingIntentRequestSchema } from "#shared/payments/payment-requests.ts";
import { sandboxConfirmRequestSchema } from "#shared/payments/sandbox-card.ts";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

/** An address of exactly `length` characters that is otherwise well formed: the length is in its domain. */
const addressOfLength = (length: number) => {
  const domain = Array.from({ length: length - "ada@.com".length }, (_, i) =>
    (i + 1) % 60 === 0 ? "." : "d",
  ).join("");
  return `ada@${domain.replace(/\.$/, "d")}.com`;
};

/** The e-mail field of every form that asks for one, as its endpoint parses it. */
const emailFields = {
  newsletter: (email: unknown) => newsletterSignupSchema.safeParse({ email, source: "landing-page" }),
  coaching: (email: unknown) =>
    coachingIntentRequestSchema.safeParse({ clientName: "Ada Lovelace", clientEmail: email }),
  contact: (email: unknown) =>
    contactMessageInputSchema.safeParse({
      name: "Ada Lovelace",
      email,
      type: "general",
      subject: "Hello",
      message: "A message long enough.",
    }),
};

describe("the e-mail rule", () => {
  test.each([
    ["", emailMessages.required],
    ["   ", emailMessages.required],
    [undefined, emailMessages.required],
    ["ada", emailMessages.invalid],
    ["ada@example", emailMessages.invalid],
    [addressOfLength(emailMaxLength + 1), emailMessages.tooLong],
  ])("%j → %s", (email, message) => {
    expect(messageOf(emailSchema.safeParse(email))).toBe(message);
  });

  test("the part before the @ is at most 64 characters, in the browser's check as on the server", () => {
    const localPart = (length: number) => `${"a".repeat(length)}@example.com`;
    expect(emailSchema.safeParse(localPart(64)).success).toBe(true);
    expect(isEmailAddress(localPart(64))).toBe(true);
    expect(messageOf(emailSchema.safeParse(localPart(65)))).toBe(emailMessages.invalid);
    expect(isEmailAddress(localPart(65))).toBe(false);
  });

  test("an address is trimmed and lower-cased, up to 254 characters", () => {
    expect(emailSchema.parse(" Ada@Example.COM ")).toBe("ada@example.com");
    expect(emailSchema.safeParse(addressOfLength(emailMaxLength)).success).toBe(true);
  });

  test.each(Object.entries(emailFields))("the %s form uses it, with the same messages", (_form, parse) => {
    expect(messageOf(parse(""))).toBe(emailMessages.required);
    expect(messageOf(parse("ada@"))).toBe(emailMessages.invalid);
    expect(messageOf(parse(addressOfLength(emailMaxLength + 1)))).toBe(emailMessages.tooLong);
    expect(parse(" Ada@Example.COM ").success).toBe(true);
  });

  test("an optional address may be blank; one that is given follows the rule and its messages", () => {
    expect(optionalEmailSchema.parse("")).toBe("");
    expect(optionalEmailSchema.parse("  ")).toBe("");
    expect(optionalEmailSchema.parse(" Ada@Example.COM ")).toBe("ada@example.com");
    expect(messageOf(optionalEmailSchema.safeParse("ada@"))).toBe(emailMessages.invalid);
    expect(messageOf(optionalEmailSchema.safeParse(addressOfLength(emailMaxLength + 1)))).toBe(
      emailMessages.tooLong,
    );
  });

  test("the donor's billing email uses the optional rule", () => {
    const confirm = (email: string) =>
      sandboxConfirmRequestSchema.safeParse({
        clientSecret: "pi_secret",
        card: { number: "", expiry: "", cvc: "" },
        billing: { email },
      });
    expect(confirm(" ").success).toBe(true);
    expect(messageOf(confirm("ada@"))).toBe(emailMessages.invalid);
    expect(messageOf(confirm(addressOfLength(emailMaxLength + 1)))).toBe(emailMessages.tooLong);
  });
});

describe("the address rule the sign-up forms check before sending", () => {
  test("is zod's own e-mail pattern, so the forms and the server never disagree", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
  });

  test.each([
    ["grace@example.com", true],
    ["  Grace.Hopper+news@Navy.Example.org ", true],
    ["grace@gmail", false],
    ["grace@localhost", false],
    ["grace@@example.com", false],
    ["grace example@example.com", false],
    [".grace@example.com", false],
    ["grace@example.c0m", false],
    [addressOfLength(emailMaxLength), true],
    [addressOfLength(emailMaxLength + 1), false],
  ])("%j: accepted %s, as the server's schema decides", (typed, accepted) => {
    expect(isEmailAddress(typed)).toBe(accepted);
    expect(emailSchema.safeParse(typed).success).toBe(accepted);
  });
});
