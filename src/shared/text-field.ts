import { INVISIBLE_CHARACTER } from "./invisible-characters.ts";
import { z } from "./zod.ts";

/**
 * The one definition of a free-text field for every form and endpoint (blog, contact, coaching,
 * sign-ups, e-mail addresses). A value of another type is told so ("Title must be text"); only a
 * missing or blank one is "required". Text that is not well-formed Unicode (an unpaired UTF-16
 * surrogate, which would be stored as "�") is refused, and so is text holding a control character
 * (NUL, an escape code, a bell: nothing a keyboard types; tab and line breaks are fine). Whitespace and invisible characters
 * (zero-width space and joiners, word joiner, byte order mark, direction marks) are trimmed from
 * both ends, so a value made only of them is blank, and they do not count towards a minimum length.
 */

const INVISIBLE_CHARACTERS = new RegExp(INVISIBLE_CHARACTER.source, "gu");
const BLANK_CHARACTER = new RegExp(`\\s|${INVISIBLE_CHARACTER.source}`, "u");
/** In a `u` pattern a paired surrogate is one code point; only an unpaired one is in Cs. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;
/** C0 and C1 control characters and DEL, but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether the text is well-formed Unicode (String.prototype.isWellFormed, which ES2023 lacks). */
export function isWellFormedText(value: string): boolean {
  return !UNPAIRED_SURROGATE.test(value);
}

/**
 * The text without whitespace and invisible characters at either end. A walk from each end, not a
 * `[…]+$` pattern, which rescans a long blank run from each of its characters (a 100 KB body of
 * spaces would hold the server for seconds). Every blank character is one UTF-16 unit.
 */
export function trimText(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && BLANK_CHARACTER.test(value[start]!)) start++;
  while (end > start && BLANK_CHARACTER.test(value[end - 1]!)) end--;
  return value.slice(start, end);
}

/** How many characters of the text can be seen: its length without invisible characters. */
export function visibleLength(value: string): number {
  return value.replace(INVISIBLE_CHARACTERS, "").length;
}

const textMessages = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  malformed: (label: string) =>
    `${label} contains characters that are not valid text (a broken or unpaired Unicode character)`,
  control: (label: string) =>
    `${label} contains a control character (such as NUL or an escape code), which is not text`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/**
 * A string, well-formed, trimmed of blanks at both ends, at most `max` characters when given: the
 * start of every text field. `missing` is the message for an absent value (undefined or null); by
 * default it is the wrong-type one, for fields that add `.optional()` or `.nullish()`.
 */
export function text(
  label: string,
  { missing = textMessages.notText(label), max }: { missing?: string; max?: number } = {},
) {
  const field = z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : textMessages.notText(label),
    })
    .refine(isWellFormedText, { error: textMessages.malformed(label), abort: true })
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: textMessages.control(label), abort: true })
    .overwrite(trimText);
  // A refinement rather than .max: zod runs its length checks even on a value of the wrong type
  // (an array has a length), which would add a second message beside "must be text".
  return max === undefined
    ? field
    : field.refine((value) => value.length <= max, textMessages.tooLong(label, max));
}

/**
 * A required text field with the SPEC §5 messages: "<Label> is required" when absent or blank,
 * "<Label> must be at least N characters" (visible ones) and "<Label> must be at most N characters".
 */
export function requiredText(
  label: string,
  { min = 1, max, required = textMessages.required(label) }: { min?: number; max: number; required?: string },
) {
  // Refinements rather than .min/.max, as in text().
  return text(label, { missing: required })
    .refine((value) => value !== "", { error: required, abort: true })
    .refine((value) => visibleLength(value) >= min, { error: textMessages.tooShort(label, min), abort: true })
    .refine((value) => value.length <= max, textMessages.tooLong(label, max));
}
