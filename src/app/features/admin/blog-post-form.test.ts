import { describe, expect, it } from "vitest";
import { brand } from "#shared/content/brand.ts";
import { videoEmbedRefused, type BlogPost } from "#shared/blog/blog-post.ts";
import {
  emptyBlogPostForm,
  fieldErrorsFrom,
  formFromPost,
  hasUnsavedChanges,
  inputFromForm,
  validateBlogPostForm,
  type BlogPostFormValues,
} from "./blog-post-form.ts";

const filled = (overrides: Partial<BlogPostFormValues> = {}): BlogPostFormValues => ({
  ...emptyBlogPostForm(),
  title: "Morning Routines That Stick",
  category: "Mindset",
  excerpt: "Small habits, big change.",
  content: "<p>Start small.</p>",
  ...overrides,
});

describe("emptyBlogPostForm (SPEC §3 admin form defaults)", () => {
  it("is empty, unpublished, not featured, with the coach as author", () => {
    const form = emptyBlogPostForm();
    expect(form.authorName).toBe(brand.host.name);
    expect(form.published).toBe(false);
    expect(form.featured).toBe(false);
    expect(form.title + form.slug + form.category + form.content + form.tags).toBe("");
  });
});

describe("inputFromForm", () => {
  it("sends an empty slug and empty optional fields as null, and splits the tags", () => {
    const input = inputFromForm(filled({ tags: " habits, , mornings ,", slug: "  ", imageUrl: "" }));
    expect(input.slug).toBeNull();
    expect(input.imageUrl).toBeNull();
    expect(input.readTime).toBeNull();
    expect(input.tags).toEqual(["habits", "mornings"]);
  });

  it("round-trips a saved post", () => {
    const post: BlogPost = {
      id: 7,
      title: "T",
      slug: "t",
      category: "Leadership",
      excerpt: "E",
      content: "<p>C</p>",
      imageUrl: "/public-objects/abc.png",
      videoUrl: null,
      videoEmbedCode: null,
      readTime: "4 min read",
      publishDate: null,
      published: true,
      featured: true,
      authorName: "Someone",
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      seoTitle: null,
      seoDescription: null,
      tags: ["a", "b c"],
      sourceUrl: null,
    };
    const form = formFromPost(post);
    expect(form.tags).toBe("a, b c");
    expect(inputFromForm(form)).toMatchObject({
      slug: "t",
      tags: ["a", "b c"],
      imageUrl: "/public-objects/abc.png",
      published: true,
      featured: true,
    });
  });
});

describe("validateBlogPostForm (SPEC §5 Blog form)", () => {
  it("accepts a form with the required fields", () => {
    const result = validateBlogPostForm(filled());
    expect(result.ok).toBe(true);
  });

  it("names each missing required field", () => {
    const result = validateBlogPostForm({ ...emptyBlogPostForm(), authorName: " " });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      title: "Title is required",
      category: "Category is required",
      authorName: "Author name is required",
      excerpt: "Excerpt is required",
      content: "Content is required",
    });
  });

  it("refuses content that is only markup with the required-field message, as the server does", () => {
    const result = validateBlogPostForm(filled({ content: "<p> </p>" }));
    expect(result).toEqual({ ok: false, errors: { content: "Content is required" } });
    expect(validateBlogPostForm(filled({ content: '<img src="/public-objects/a.png" alt="">' })).ok).toBe(
      true,
    );
  });

  it("refuses a malformed slug and a link that is neither http(s) nor a site path", () => {
    const result = validateBlogPostForm(filled({ slug: "Not A Slug", sourceUrl: "javascript:alert(1)" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.slug).toMatch(/lower-case/);
    expect(result.errors.sourceUrl).toMatch(/http/);
  });

  it("refuses an embed code with no YouTube or Vimeo player by its field, before anything is sent", () => {
    const result = validateBlogPostForm(
      filled({ videoEmbedCode: '<iframe src="https://www.loom.com/embed/abc"></iframe>' }),
    );
    expect(result).toEqual({ ok: false, errors: { videoEmbedCode: videoEmbedRefused } });
    const youtube = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(validateBlogPostForm(filled({ videoEmbedCode: youtube })).ok).toBe(true);
  });
});

describe("fieldErrorsFrom", () => {
  it("keeps the first message per known field and drops unknown fields", () => {
    expect(
      fieldErrorsFrom([
        ["slug", "Another post already uses this slug"],
        ["slug", "second"],
        ["publishDate", "ignored"],
      ]),
    ).toEqual({ slug: "Another post already uses this slug" });
  });
});

describe("hasUnsavedChanges (closing the dialog asks first when true)", () => {
  it("is false for the form as it opened, and for a field typed into and put back", () => {
    const opened = emptyBlogPostForm();
    expect(hasUnsavedChanges(opened, emptyBlogPostForm())).toBe(false);
    expect(hasUnsavedChanges(opened, { ...opened, title: "" })).toBe(false);
  });

  it("is true once any text field or switch differs from what the dialog opened with", () => {
    const opened = filled();
    expect(hasUnsavedChanges(opened, { ...opened, content: "<p>Start smaller.</p>" })).toBe(true);
    expect(hasUnsavedChanges(opened, { ...opened, imageUrl: "/public-objects/cover.png" })).toBe(true);
    expect(hasUnsavedChanges(opened, { ...opened, published: true })).toBe(true);
    expect(hasUnsavedChanges(emptyBlogPostForm(), { ...emptyBlogPostForm(), authorName: "" })).toBe(true);
  });
});
