import { emptyBlogPostForm, type BlogPostFormValues } from "./blog-post-form.ts";

/**
 * The blog posts the owner is writing, kept in this browser until each is saved or discarded. A
 * session that ends mid-edit sends the dashboard back to the login screen, and the dialog with
 * it: the draft brings the text back once the owner has logged in and opens the same post again.
 */
const DRAFTS_KEY = "admin-blog-post-drafts";

/** Which dialog a draft belongs to: a new post, or the post with this id. */
export type DraftTarget = "new" | number;

type DraftStorage = Pick<Storage, "getItem" | "setItem">;

function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage refused: the dialog works, without drafts
  }
}

function readAll(storage: DraftStorage | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DRAFTS_KEY) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function writeAll(storage: DraftStorage | null, drafts: Record<string, unknown>): void {
  try {
    storage?.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or refused: the dialog itself still holds the text.
  }
}

/** The draft kept for this dialog, or null. Only the form's own fields are taken, each of its own type. */
export function readBlogPostDraft(
  target: DraftTarget,
  storage = browserStorage(),
): BlogPostFormValues | null {
  const kept = readAll(storage)[String(target)];
  if (typeof kept !== "object" || kept === null) return null;
  const values = emptyBlogPostForm();
  for (const field of Object.keys(values) as (keyof BlogPostFormValues)[]) {
    const value: unknown = (kept as Record<string, unknown>)[field];
    if (typeof value === typeof values[field]) (values as Record<string, unknown>)[field] = value;
  }
  return values;
}

export function keepBlogPostDraft(
  target: DraftTarget,
  values: BlogPostFormValues,
  storage = browserStorage(),
): void {
  writeAll(storage, { ...readAll(storage), [String(target)]: values });
}

/** Forgets this dialog's draft (saved, or discarded by the owner); other posts' drafts stay. */
export function dropBlogPostDraft(target: DraftTarget, storage = browserStorage()): void {
  const drafts = readAll(storage);
  if (!(String(target) in drafts)) return;
  delete drafts[String(target)];
  writeAll(storage, drafts);
}
