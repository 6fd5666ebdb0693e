import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { brand } from "#shared/content/brand.ts";

/** Paths the description covers: the JSON API. Pages, feeds and files are described by the README. */
const described = (url: string) => url.startsWith("/api/") && url !== "/api/*";

/**
 * The API's OpenAPI 3.1 description, generated from the routes' own zod schemas (the ones that
 * check every request and answer), so it cannot drift from what the server does. Registered before
 * any route, as it learns them as they are added; served at /api/openapi.json and read as a page
 * at /api/reference.
 */
export async function describeApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${brand.showName} API`,
        version,
        description:
          "Episodes, transcripts, blog posts, search, sign-ups, payments and the owner's dashboard. Every error answers { error, message } with a 4xx or 5xx status. The owner's routes (/api/admin/…) need the session cookie set by POST /api/admin/session.",
      },
      components: {
        securitySchemes: {
          ownerSession: { type: "apiKey", in: "cookie", name: "admin_session" },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const hidden = !described(input.url) || input.schema?.hide === true;
      return {
        url,
        schema: {
          ...schema,
          hide: hidden,
          ...(input.url.startsWith("/api/admin/") && input.url !== "/api/admin/session"
            ? { security: [{ ownerSession: [] }] }
            : {}),
        },
      };
    },
  });
}

/** An operation of the description, as the reference page and the tests read it. */
export type DescribedOperation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: unknown }>;
};
export type ApiDocument = {
  info: { title: string; version: string };
  paths: Record<string, Record<string, DescribedOperation>>;
};
