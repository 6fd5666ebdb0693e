import { emailMaxLength } from "./field-limits.ts";

/**
 * What makes an e-mail address acceptable, free of zod so the first-load sign-up forms can check
 * an address before sending it. `email.ts` builds the server's schemas from the same pieces.
 */
export const emailMessages = {
  required: "Email is required",
  invalid: "Please enter a valid email address",
  tooLong: `Email must be at most ${emailMaxLength} characters`,
} as const;

/**
 * zod's own address pattern (`z.regexes.email`): a domain with a dot and a top-level name of
 * letters. A browser's type=email field accepts "name@gmail"; this does not.
 */
export const emailPattern =
  // eslint-disable-next-line no-useless-escape -- zod's source, character for character (email.test.ts checks)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** RFC 5321: the part before the @ is at most 64 characters; mail servers refuse a longer one. */
const LOCAL_PART_MAX_LENGTH = 64;

/** Whether an address that matches `emailPattern` (one @) has a local part mail can be sent to. */
export const localPartFits = (address: string) => address.indexOf("@") <= LOCAL_PART_MAX_LENGTH;

/** Whether a typed address (spaces around it ignored) would be accepted by the server. */
export function isEmailAddress(typed: string): boolean {
  const address = typed.trim();
  return address.length <= emailMaxLength && emailPattern.test(address) && localPartFits(address);
}
