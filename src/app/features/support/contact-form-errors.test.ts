import { describe, expect, it } from "vitest";
import { contactMessageInputSchema } from "#shared/contacts/contact-message.ts";
import { fieldError, fieldErrorsOf, firstFieldInError, knownFieldErrors } from "./contact-form-errors.ts";

describe("contact form messages (one schema for the form and POST /api/contacts)", () => {
  it("gives each empty or malformed field its schema message", () => {
    const result = contactMessageInputSchema.safeParse({
      name: "",
      email: "nope",
      type: "sponsor",
      subject: " ",
      message: "short",
    });
    expect(result.success).toBe(false);
    const errors = fieldErrorsOf(result.error!);
    expect(errors).toEqual({
      name: "Name is required",
      email: "Please enter a valid email address",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
    expect(firstFieldInError(errors)).toBe("name");
  });

  it("checks one field at a time while it is corrected", () => {
    expect(fieldError("email", "")).toBe("Email is required");
    expect(fieldError("name", " ")).toBe("Name is required");
    expect(fieldError("name", "A")).toBe("Name must be at least 2 characters");
    expect(fieldError("message", "")).toBe("Message is required");
    expect(fieldError("email", "Owner@Example.com")).toBeUndefined();
  });

  it("keeps only the server's messages for fields the form has", () => {
    expect(knownFieldErrors({ subject: "Too spammy", captcha: "Missing" })).toEqual({
      subject: "Too spammy",
    });
  });
});
