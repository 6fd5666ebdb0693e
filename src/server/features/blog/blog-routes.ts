import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blogLimits,
  blogPostInputSchema,
  blogPostUpdateSchema,
  postChangedMessage,
  slugFromTitle,
  videoEmbedRefused,
  type ValidBlogPostInput,
} from "#shared/blog/blog-post.ts";
import { blogPostListSchema, blogPostSchema } from "#shared/blog/blog-post-schema.ts";
import type { AppDb } from "#server/db/client.ts";
import { HttpError, invalidInput, isUniqueViolation } from "#server/http/errors.ts";
import { PATH_PARAM_MAX_LENGTH } from "#server/http/path-params.ts";
import { rowIdParams } from "#server/http/row-id.ts";
import { deletePost, insertPost, listAllPosts, updatePost, type BlogPostValues } from "./blog-repository.ts";
import { hasVisibleContent } from "#shared/blog/post-content.ts";
import { sanitizePostContent, sanitizeVideoEmbed } from "./post-html-sanitizer.ts";
import type { PublishedPosts } from "./published-posts.ts";
import { blogRssXml } from "./blog-feed.ts";
import { listShownPosts } from "#shared/blog/shown-posts.ts";
import { blogListCopy } from "#shared/content/blog.ts";
import { caching } from "#server/http/caching.ts";
import { preparedJsonOf, sendPreparedJson } from "#server/http/prepared-answers.ts";

/**
 * A post at its content limit must fit in any script: up to 3 bytes a character in UTF-8, plus
 * the other fields and JSON's escapes. The general JSON limit is far smaller.
 */
const POST_BODY_LIMIT_BYTES = 1024 * 1024;

const slugParams = z.object({ slug: z.string().min(1).max(PATH_PARAM_MAX_LENGTH) });
const idParams = rowIdParams("Post");
/** A delete answers 204 with no body. */
const noContent = z.undefined();

/**
 * SPEC §5 on save: the slug is derived when empty, publishDate is set to now, and the HTML is
 * sanitized before it is stored. An embed code with no allowed player left is refused, not saved
 * as no video.
 */
const cleanedTooLong = (label: string, max: number) =>
  `${label} must be at most ${max.toLocaleString("en-US")} characters once made safe for the page (an & is stored as &amp;, for one): shorten it a little`;

function valuesToStore(input: ValidBlogPostInput): BlogPostValues {
  const slug = input.slug ?? slugFromTitle(input.title);
  if (!slug) {
    throw invalidInput({ slug: "Add a slug; the title has no letters or digits to make one from" });
  }
  const content = sanitizePostContent(input.content);
  if (!hasVisibleContent(content)) {
    throw invalidInput({ content: "Content has nothing left after removing unsafe HTML" });
  }
  // The limits hold for what is stored, so a post can always be saved again as it came back:
  // cleaning may lengthen the HTML (an & becomes &amp;, a video frame gains its title).
  if (content.length > blogLimits.content)
    throw invalidInput({ content: cleanedTooLong("Content", blogLimits.content) });
  const videoEmbedCode = input.videoEmbedCode === null ? null : sanitizeVideoEmbed(input.videoEmbedCode);
  if (videoEmbedCode === "") {
    throw invalidInput({ videoEmbedCode: videoEmbedRefused });
  }
  if (videoEmbedCode && videoEmbedCode.length > blogLimits.videoEmbedCode) {
    throw invalidInput({ videoEmbedCode: cleanedTooLong("Video embed code", blogLimits.videoEmbedCode) });
  }
  return {
    ...input,
    slug,
    content,
    videoEmbedCode,
    publishDate: new Date(),
  };
}

const slugTaken = (slug: string) =>
  new HttpError(409, "slug_taken", `Another post already uses the slug "${slug}". Choose a different slug.`, {
    slug: "Another post already uses this slug",
  });
const postNotFound = () => new HttpError(404, "not_found", "No blog post has this id.");

/** SPEC §7 blog calls: the public reads (published posts only) and the owner's writes. */
export const blogRoutes: FastifyPluginAsync<{
  db: AppDb;
  published: PublishedPosts;
  publicBaseUrl: string;
}> = async (app, { db, published, publicBaseUrl }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // RSS XML, not JSON: no response schema to declare.
  app.get("/blog/rss.xml", async (_request, reply) =>
    reply
      .type("application/rss+xml; charset=utf-8")
      .header("cache-control", caching.feed)
      .send(
        blogRssXml(
          {
            title: blogListCopy.title,
            description: blogListCopy.metaDescription,
            baseUrl: publicBaseUrl,
            language: "en-us",
          },
          await listShownPosts(published),
        ),
      ),
  );

  // Prepared once per copy of the published posts: a write here, or the reload that brings another
  // instance's write, replaces the list, and only then is it serialised and compressed again.
  const publishedJson = preparedJsonOf<readonly unknown[]>(blogPostListSchema);
  typed.get(
    "/api/blog/posts",
    { schema: { response: { 200: blogPostListSchema } }, compress: false },
    async (request, reply) => {
      reply.header("cache-control", caching.publicRead);
      return sendPreparedJson(request, reply, await publishedJson(await published.list()));
    },
  );

  typed.get(
    "/api/blog/posts/:slug",
    { schema: { params: slugParams, response: { 200: blogPostSchema } } },
    async (request, reply) => {
      const post = await published.findBySlug(request.params.slug);
      if (!post) throw new HttpError(404, "not_found", "Post Not Found");
      reply.header("cache-control", caching.publicRead);
      return post;
    },
  );

  typed.get(
    "/api/admin/blog/posts",
    { schema: { response: { 200: blogPostListSchema } }, onRequest: app.requireAdmin },
    async () => listAllPosts(db),
  );

  /** Every write drops the public copy, whether it worked or not (SPEC §4: writes invalidate the list). */
  const afterWrite = async <T>(write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      published.invalidate();
    }
  };

  typed.post(
    "/api/admin/blog/posts",
    {
      schema: { body: blogPostInputSchema, response: { 201: blogPostSchema } },
      onRequest: app.requireAdminWrite,
      bodyLimit: POST_BODY_LIMIT_BYTES,
    },
    async (request, reply) => {
      const values = valuesToStore(request.body);
      const post = await afterWrite(insertPost(db, values).catch(rethrowSlugClash(values.slug)));
      request.log.info({ postId: post.id }, "blog post created");
      return reply.status(201).send(post);
    },
  );

  typed.put(
    "/api/admin/blog/posts/:id",
    {
      schema: { params: idParams, body: blogPostUpdateSchema, response: { 200: blogPostSchema } },
      onRequest: app.requireAdminWrite,
      bodyLimit: POST_BODY_LIMIT_BYTES,
    },
    async (request) => {
      const { expectedUpdatedAt, ...input } = request.body;
      const values = valuesToStore(input);
      const openedAt = expectedUpdatedAt === undefined ? undefined : new Date(expectedUpdatedAt);
      const post = await afterWrite(
        updatePost(db, request.params.id, values, openedAt).catch(rethrowSlugClash(values.slug)),
      );
      if (post === "changed") throw new HttpError(409, "post_changed", postChangedMessage);
      if (!post) throw postNotFound();
      return post;
    },
  );

  typed.delete(
    "/api/admin/blog/posts/:id",
    { schema: { params: idParams, response: { 204: noContent } }, onRequest: app.requireAdminWrite },
    async (request, reply) => {
      const deleted = await afterWrite(deletePost(db, request.params.id));
      if (!deleted) throw postNotFound();
      return reply.status(204).send();
    },
  );
};

const rethrowSlugClash =
  (slug: string) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? slugTaken(slug) : error;
  };
