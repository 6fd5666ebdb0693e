import { describe, expect, it } from "vitest";
import { emptyBlogPostForm } from "./blog-post-form.ts";
import { dropBlogPostDraft, keepBlogPostDraft, readBlogPostDraft } from "./blog-post-draft.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("blog post drafts kept in the browser", () => {
  const written = {
    ...emptyBlogPostForm(),
    title: "Morning rituals",
    content: "<p>Start slow.</p>",
    published: true,
  };

  it("keeps a draft per post, and a new post's apart from an edited one's", () => {
    const storage = memoryStorage();
    keepBlogPostDraft("new", written, storage);
    keepBlogPostDraft(7, { ...written, title: "Edited" }, storage);
    expect(readBlogPostDraft("new", storage)).toEqual(written);
    expect(readBlogPostDraft(7, storage)?.title).toBe("Edited");
    expect(readBlogPostDraft(8, storage)).toBeNull();
  });

  it("forgets only the draft that was saved or discarded", () => {
    const storage = memoryStorage();
    keepBlogPostDraft("new", written, storage);
    keepBlogPostDraft(7, written, storage);
    dropBlogPostDraft("new", storage);
    expect(readBlogPostDraft("new", storage)).toBeNull();
    expect(readBlogPostDraft(7, storage)).toEqual(written);
  });

  it("takes only the form's fields, each of its own type, and ignores damaged storage", () => {
    const storage = memoryStorage();
    storage.setItem(
      "admin-blog-post-drafts",
      JSON.stringify({ new: { title: "Kept", published: "yes", extra: "<script>" } }),
    );
    expect(readBlogPostDraft("new", storage)).toEqual({ ...emptyBlogPostForm(), title: "Kept" });
    for (const damaged of ["not json", "[]", "null", JSON.stringify({ new: "text" })]) {
      storage.setItem("admin-blog-post-drafts", damaged);
      expect(readBlogPostDraft("new", storage), damaged).toBeNull();
    }
    // A damaged store is replaced by the next draft kept.
    keepBlogPostDraft("new", written, storage);
    expect(readBlogPostDraft("new", storage)).toEqual(written);
  });

  it("works without storage: nothing kept, nothing thrown", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => keepBlogPostDraft("new", written, refusing)).not.toThrow();
    expect(readBlogPostDraft("new", refusing)).toBeNull();
    expect(readBlogPostDraft("new", null)).toBeNull();
  });
});
