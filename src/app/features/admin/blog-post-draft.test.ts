import { describe, expect, it } from "vitest";
import { emptyBlogPostForm } from "./blog-post-form.ts";
import {
  changedSinceStarted,
  dropBlogPostDraft,
  keepBlogPostDraft,
  readBlogPostDraft,
  versionStartedFrom,
} from "./blog-post-draft.ts";
import { memoryStorage } from "#tests/helpers/memory-storage.ts";

describe("blog post drafts kept in the browser", () => {
  const written = {
    ...emptyBlogPostForm(),
    title: "Morning rituals",
    content: "<p>Start slow.</p>",
    published: true,
  };
  const opened = "2026-11-20T09:15:00.123Z";
  const savedSince = "2026-11-21T18:40:05.456Z";

  it("keeps a draft per post, and a new post's apart from an edited one's", () => {
    const storage = memoryStorage();
    keepBlogPostDraft("new", written, null, storage);
    keepBlogPostDraft(7, { ...written, title: "Edited" }, opened, storage);
    expect(readBlogPostDraft("new", storage)).toEqual({ values: written, startedFrom: null });
    expect(readBlogPostDraft(7, storage)?.values.title).toBe("Edited");
    expect(readBlogPostDraft(8, storage)).toBeNull();
  });

  it("forgets only the draft that was saved or discarded", () => {
    const storage = memoryStorage();
    keepBlogPostDraft("new", written, null, storage);
    keepBlogPostDraft(7, written, opened, storage);
    dropBlogPostDraft("new", storage);
    expect(readBlogPostDraft("new", storage)).toBeNull();
    expect(readBlogPostDraft(7, storage)).toEqual({ values: written, startedFrom: opened });
  });

  it("takes only the form's fields, each of its own type, and ignores damaged storage", () => {
    const storage = memoryStorage();
    storage.setItem(
      "admin-blog-post-drafts",
      JSON.stringify({ new: { title: "Kept", published: "yes", extra: "<script>" } }),
    );
    expect(readBlogPostDraft("new", storage)).toEqual({
      values: { ...emptyBlogPostForm(), title: "Kept" },
      startedFrom: null,
    });
    for (const damaged of [
      "not json",
      "[]",
      "null",
      JSON.stringify({ new: "text" }),
      JSON.stringify({ new: [] }),
    ]) {
      storage.setItem("admin-blog-post-drafts", damaged);
      expect(readBlogPostDraft("new", storage), damaged).toBeNull();
    }
    // A damaged store is replaced by the next draft kept.
    keepBlogPostDraft("new", written, null, storage);
    expect(readBlogPostDraft("new", storage)).toEqual({ values: written, startedFrom: null });
  });

  it("works without storage: nothing kept, nothing thrown", () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => keepBlogPostDraft("new", written, null, refusing)).not.toThrow();
    expect(readBlogPostDraft("new", refusing)).toBeNull();
    expect(readBlogPostDraft("new", null)).toBeNull();
  });

  it("keeps with an edited post's draft the version it was started from", () => {
    const storage = memoryStorage();
    keepBlogPostDraft(7, written, opened, storage);
    // Read back however many times the dialog opens: still the version the text was started from.
    expect(readBlogPostDraft(7, storage)?.startedFrom).toBe(opened);
    keepBlogPostDraft(7, { ...written, title: "More" }, opened, storage);
    expect(readBlogPostDraft(7, storage)).toEqual({
      values: { ...written, title: "More" },
      startedFrom: opened,
    });
  });

  it("reads a draft kept before versions were recorded, or with a damaged one, as started from the current version", () => {
    const storage = memoryStorage();
    for (const kept of [written, { ...written, startedFrom: 42 }, { ...written, startedFrom: "yesterday" }]) {
      storage.setItem("admin-blog-post-drafts", JSON.stringify({ 7: kept }));
      const draft = readBlogPostDraft(7, storage);
      expect(draft, JSON.stringify(kept)).toEqual({ values: written, startedFrom: null });
      expect(versionStartedFrom(draft, savedSince)).toBe(savedSince);
      expect(changedSinceStarted(versionStartedFrom(draft, savedSince), savedSince)).toBe(false);
    }
  });

  it("saves a restored draft against the version it was started from, and says when the post changed since", () => {
    const draft = { values: written, startedFrom: opened };
    // Saved elsewhere since: the save sends the older version, and the server refuses it (409).
    expect(versionStartedFrom(draft, savedSince)).toBe(opened);
    expect(changedSinceStarted(opened, savedSince)).toBe(true);
    // Not changed since: the same version, nothing to tell (however the time is written).
    expect(versionStartedFrom(draft, opened)).toBe(opened);
    expect(changedSinceStarted(opened, "2026-11-20T09:15:00.123+00:00")).toBe(false);
    // No draft: the version opened now. A new post has no version at all.
    expect(versionStartedFrom(null, savedSince)).toBe(savedSince);
    expect(versionStartedFrom(draft, null)).toBeNull();
    expect(changedSinceStarted(null, savedSince)).toBe(false);
  });

  it("keeps no version with a new post's draft", () => {
    const storage = memoryStorage();
    keepBlogPostDraft("new", written, opened, storage);
    expect(readBlogPostDraft("new", storage)).toEqual({ values: written, startedFrom: null });
    expect(JSON.parse(storage.items.get("admin-blog-post-drafts")!)).toEqual({ new: written });
  });
});
