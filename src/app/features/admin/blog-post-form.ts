import { brand } from "#shared/content/brand.ts";
import { blogPostInputSchema, splitTags, type BlogPost, type BlogPostInput } from "#shared/blog/blog-post.ts";

/** The dialog's fields as the inputs hold them: text everywhere, tags as one comma-separated line. */
export type BlogPostFormValues = {
  title: string;
  slug: string;
  category: string;
  readTime: string;
  authorName: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  videoUrl: string;
  videoEmbedCode: string;
  seoTitle: string;
  seoDescription: string;
  sourceUrl: string;
  tags: string;
  published: boolean;
  featured: boolean;
};

export type BlogPostField = keyof BlogPostFormValues;
export type FieldErrors = Partial<Record<BlogPostField, string>>;

/** SPEC §3 admin form defaults: all text empty, not published, not featured, the coach as author. */
export function emptyBlogPostForm(): BlogPostFormValues {
  return {
    title: "",
    slug: "",
    category: "",
    readTime: "",
    authorName: brand.host.name,
    excerpt: "",
    content: "",
    imageUrl: "",
    videoUrl: "",
    videoEmbedCode: "",
    seoTitle: "",
    seoDescription: "",
    sourceUrl: "",
    tags: "",
    published: false,
    featured: false,
  };
}

export function formFromPost(post: BlogPost): BlogPostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    category: post.category,
    readTime: post.readTime ?? "",
    authorName: post.authorName,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl ?? "",
    videoUrl: post.videoUrl ?? "",
    videoEmbedCode: post.videoEmbedCode ?? "",
    seoTitle: post.seoTitle ?? "",
    seoDescription: post.seoDescription ?? "",
    sourceUrl: post.sourceUrl ?? "",
    tags: post.tags.join(", "),
    published: post.published,
    featured: post.featured,
  };
}

/**
 * Whether the dialog holds changes that closing would throw away: any field that differs from
 * what the dialog opened with (a field typed into and put back as it was is not a change).
 */
export function hasUnsavedChanges(initial: BlogPostFormValues, current: BlogPostFormValues): boolean {
  return (Object.keys(initial) as BlogPostField[]).some((field) => initial[field] !== current[field]);
}

/** The body of POST and PUT /api/admin/blog/posts. An empty slug is sent as null: the server derives it. */
export function inputFromForm(values: BlogPostFormValues): BlogPostInput {
  const optional = (text: string) => (text.trim() ? text.trim() : null);
  return {
    title: values.title,
    slug: optional(values.slug),
    category: values.category as BlogPostInput["category"],
    readTime: optional(values.readTime),
    authorName: values.authorName,
    excerpt: values.excerpt,
    content: values.content,
    imageUrl: optional(values.imageUrl),
    videoUrl: optional(values.videoUrl),
    videoEmbedCode: optional(values.videoEmbedCode),
    seoTitle: optional(values.seoTitle),
    seoDescription: optional(values.seoDescription),
    sourceUrl: optional(values.sourceUrl),
    tags: splitTags(values.tags),
    published: values.published,
    featured: values.featured,
  };
}

const CATEGORY_REQUIRED = "Category is required";

const formFields = new Set<string>(Object.keys(emptyBlogPostForm()));

/**
 * SPEC §5 "Blog form", checked in the browser with the same schema the server uses. Answers the
 * body to send, or one message per field (the first problem of each).
 */
export function validateBlogPostForm(
  values: BlogPostFormValues,
): { ok: true; input: BlogPostInput } | { ok: false; errors: FieldErrors } {
  const input = inputFromForm(values);
  const result = blogPostInputSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  const issues: [string, string][] = result.error.issues.map((issue) => [
    String(issue.path[0] ?? ""),
    issue.message,
  ]);
  // An unchosen category is a missing field, not a wrong one.
  if (!values.category) issues.unshift(["category", CATEGORY_REQUIRED]);
  return { ok: false, errors: fieldErrorsFrom(issues) };
}

/** Field messages of the form's own fields, first one per field; the API answers them the same way. */
export function fieldErrorsFrom(entries: Iterable<[string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) {
    if (formFields.has(field) && !(field in errors)) errors[field as BlogPostField] = message;
  }
  return errors;
}

/** The id of a field's control in the dialog. */
export const blogPostFieldId = (field: BlogPostField) => `blog-post-${field}`;

/** The order of the form, so the first field with a problem gets the focus. */
export const blogPostFieldOrder: BlogPostField[] = [
  "title",
  "slug",
  "category",
  "readTime",
  "authorName",
  "excerpt",
  "content",
  "imageUrl",
  "videoUrl",
  "videoEmbedCode",
  "seoTitle",
  "sourceUrl",
  "seoDescription",
  "tags",
];
