/**
 * Lengths the forms stop typing at (`maxLength`) and the server refuses beyond. Free of zod, so
 * forms in the first load can read them without pulling the validation library in.
 */

/** The longest address SMTP can deliver to (RFC 5321). */
export const emailMaxLength = 254;

/** The longest first name a sign-up keeps. */
export const firstNameMaxLength = 100;
