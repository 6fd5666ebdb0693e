import { z } from "zod";

/** The `:id` of a database row in a path: a positive whole number within PostgreSQL's integer. */
export function rowIdParams(what: string) {
  return z.object({
    id: z.coerce
      .number({ error: `${what} id must be a number` })
      .int()
      .positive(`${what} id must be a positive whole number`)
      .max(2_147_483_647),
  });
}
