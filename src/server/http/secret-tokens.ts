import { createHash, randomBytes } from "node:crypto";

/**
 * Bearer secrets the server hands out (session cookies, upload URLs, payment client secrets):
 * random, URL-safe, and stored only as a SHA-256 so a copy of the database cannot use them.
 */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
