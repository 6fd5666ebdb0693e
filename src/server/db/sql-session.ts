import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * One connection's plain SQL, the same on the embedded database and on PostgreSQL: what the
 * backup and its restore need, below Drizzle (they work on whatever tables the migrations made).
 */
export type SqlSession = {
  /** The rows of one statement, with `$1`… parameters. */
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements that take no parameters. */
  run(text: string): Promise<void>;
};

export function pgliteSession(client: Pick<PGlite | Transaction, "query" | "exec">): SqlSession {
  return {
    rows: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    run: async (text) => {
      await client.exec(text);
    },
  };
}

export function postgresSession(client: pg.ClientBase): SqlSession {
  return {
    rows: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T & pg.QueryResultRow>(text, params)).rows,
    // Without parameters, node-postgres sends the simple query protocol, which takes several statements.
    run: async (text) => {
      await client.query(text);
    },
  };
}
