import { z } from "#shared/zod.ts";
import { requiredText, text } from "#shared/text-field.ts";
import { hyphenate } from "#shared/site-paths.ts";
import { isLinkTarget } from "#shared/episodes/safe-link.ts";
import { hasVisibleContent } from "./post-content.ts";
import { hasAllowedPlayer } from "./video-embed.ts";
import type { blogPostSchema } from "./blog-post-schema.ts";

/** SPEC §3 "Admin blog categories": the fixed list the admin form offers and the API accepts. */
export const blogCategories = [
  "Personal Growth",
  "Entrepreneurship",
  "Health & Wellness",
  "Leadership",
  "Mindset",
  "Success Stories",
  "Business Strategy",
  "Life Coaching",
] as const;
export type BlogCategory = (typeof blogCategories)[number];

export const blogLimits = {
  title: 200,
  slug: 120,
  readTime: 40,
  authorName: 120,
  excerpt: 600,
  content: 200_000,
  url: 2_000,
  videoEmbedCode: 5_000,
  seoTitle: 200,
  seoDescription: 400,
  tags: 20,
  tag: 50,
} as const;

/**
 * SPEC §5: a slug left empty is derived from the title — lower case, every run of characters
 * outside a-z and 0-9 becomes one hyphen, hyphens trimmed from both ends.
 */
export function slugFromTitle(title: string): string {
  return hyphenate(title).slice(0, blogLimits.slug).replace(/-+$/, "");
}

/** Each tag once, ignoring case: the first spelling and the order are kept ("Growth, growth" is one tag). */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const folded = tag.toLowerCase();
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/** SPEC §5: the form's comma-separated tags, split, trimmed, without empty ones and without repeats. */
export function splitTags(text: string): string[] {
  return uniqueTags(
    text
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0),
  );
}

// "<Label> is required" when missing or blank, "<Label> must be text" for another type (text-field.ts).
const required = (label: string, max: number) => requiredText(label, { max });

const optionalText = (label: string, max: number) =>
  text(label, { max })
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** A full http(s) URL, or a path on this site (uploaded images are stored as /public-objects/{name}). */
const optionalLink = (label: string) =>
  optionalText(label, blogLimits.url).refine(
    (value) => value === null || isLinkTarget(value),
    `${label} must be an http(s) address or a path on this site`,
  );

/**
 * The Video Embed Code field's message when the code holds no YouTube or Vimeo player: a post
 * never loses an embed the owner pasted without saying so.
 */
export const videoEmbedRefused =
  "Only YouTube or Vimeo players can be embedded. Paste the player's embed code, or put the video's link in Video URL.";

const tagText = text("A tag", { max: blogLimits.tag }).refine((tag) => tag !== "", "Tags may not be empty");

/**
 * SPEC §2/§5 blog form, as POST and PUT /api/admin/blog/posts receive it. The server sets
 * publishDate on save and derives the slug when it is empty.
 */
export const blogPostInputSchema = z.object({
  title: required("Title", blogLimits.title),
  slug: optionalText("Slug", blogLimits.slug).refine(
    (value) => value === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
    "Slug may contain only lower-case letters, digits and single hyphens",
  ),
  category: z.enum(blogCategories, { error: `Category must be one of: ${blogCategories.join(", ")}` }),
  readTime: optionalText("Read time", blogLimits.readTime),
  authorName: required("Author name", blogLimits.authorName),
  excerpt: required("Excerpt", blogLimits.excerpt),
  // Markup with nothing to show ("<p> </p>") is no content.
  content: required("Content", blogLimits.content).refine(hasVisibleContent, "Content is required"),
  imageUrl: optionalLink("Featured image"),
  videoUrl: optionalLink("Video URL"),
  videoEmbedCode: optionalText("Video embed code", blogLimits.videoEmbedCode).refine(
    (value) => value === null || hasAllowedPlayer(value),
    videoEmbedRefused,
  ),
  seoTitle: optionalText("SEO title", blogLimits.seoTitle),
  seoDescription: optionalText("SEO description", blogLimits.seoDescription),
  sourceUrl: optionalLink("Source URL"),
  tags: z
    // The dashboard edits tags as one comma-separated line: a comma would split the tag on its next save.
    .array(
      tagText.refine((tag) => !tag.includes(","), "A tag may not contain a comma"),
      {
        error: "Tags must be a list of words",
      },
    )
    .max(blogLimits.tags, `At most ${blogLimits.tags} tags`)
    .default([])
    // Stored as the form sends them (splitTags): each tag once, ignoring case.
    .transform((tags) => uniqueTags(tags)),
  published: z.boolean({ error: "Published must be true or false" }).default(false),
  featured: z.boolean({ error: "Featured must be true or false" }).default(false),
});
/** A date and time the database can compare with: years 1 to 9999 (PostgreSQL refuses year 0). */
function isStorableDateTime(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * PUT's body: the form, with the `updatedAt` of the version the owner opened. A save over a version
 * changed since (in another tab, say) is refused instead of undoing that change.
 */
export const blogPostUpdateSchema = blogPostInputSchema.extend({
  expectedUpdatedAt: z
    .string({ error: "expectedUpdatedAt must be a date and time" })
    .max(40, "expectedUpdatedAt must be a date and time")
    .refine(isStorableDateTime, "expectedUpdatedAt must be a date and time")
    .optional(),
});

/** The owner's answer when the post changed after the dialog opened it. */
export const postChangedMessage =
  "This post was changed elsewhere after you opened it. Copy what you want to keep, then open the post again to edit its latest version.";

export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type ValidBlogPostInput = z.output<typeof blogPostInputSchema>;

/**
 * SPEC §3 Blog post as the API answers it. Dates are ISO 8601 strings. Defined by the routes'
 * response schema (blog-post-schema.ts); imported here as a type only, so the pages that read
 * this type do not load that schema.
 */
export type BlogPost = z.output<typeof blogPostSchema>;
