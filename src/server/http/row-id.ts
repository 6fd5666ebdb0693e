import { z } from "zod";

/** PostgreSQL's `integer` (serial ids): a larger number could never name a row, and would fail in SQL. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * The `:id` of a database row in a path: a positive whole number within PostgreSQL's integer,
 * written as plain decimal digits. Number() alone would also read "0x10", "1e3", "+1" and "01",
 * so one row would answer to many spellings; each spelling problem gets its own message.
 */
export function rowIdParams(what: string) {
  return z.object({
    id: z
      .string()
      .refine((id) => /^[0-9]+$/.test(id) && /[1-9]/.test(id), {
        error: `${what} id must be a positive whole number`,
        abort: true,
      })
      .refine((id) => !id.startsWith("0"), {
        error: `${what} id must be written without leading zeros`,
        abort: true,
      })
      .refine((id) => Number(id) <= MAX_ROW_ID, { error: `${what} id must be at most ${MAX_ROW_ID}` })
      .transform(Number),
  });
}
