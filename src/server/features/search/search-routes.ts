import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { searchAnswerSchema, searchRequestSchema } from "#shared/search/search-schema.ts";
import type { SiteSearch } from "./site-search.ts";

/**
 * `GET /api/search?q=&type=&page=`: episodes, their transcripts and published posts, best first,
 * each with the passage that matched. Not rate-limited (searching writes nothing): a repeated search
 * is answered from memory, a new one by the database's full-text index.
 */
export const searchRoutes: FastifyPluginAsync<{ search: SiteSearch }> = async (app, { search }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/search",
      { schema: { querystring: searchRequestSchema, response: { 200: searchAnswerSchema } } },
      async (request, reply) => {
        // Results follow the content; a browser may reuse them briefly, a shared cache never (the
        // address names what a visitor searched for).
        reply.header("cache-control", "private, max-age=30");
        return search.search(request.query);
      },
    );
};
