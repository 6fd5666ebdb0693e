import { z } from "#shared/zod.ts";

/** SPEC §5 "Admin password: required". Long inputs are refused before any hashing work. */
export const adminLoginSchema = z.object({
  password: z
    .string({
      error: (issue) => (issue.input === undefined ? "Password is required" : "Password must be text"),
    })
    .min(1, "Password is required")
    .max(200, "Password is too long"),
});

/** GET and POST /api/admin/session: whether this browser holds a live owner session. */
export const adminSessionAnswerSchema = z.object({ authenticated: z.boolean() });
