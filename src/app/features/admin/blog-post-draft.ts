import { emptyBlogPostForm, type BlogPostFormValues } from "./blog-post-form.ts";

/**
 * The blog posts the owner is writing, kept in this browser until each is saved or discarded. A
 * session that ends mid-edit sends the dashboard back to the login screen, and the dialog with
 * it: the draft brings the text back once the owner has logged in and opens the same post again.
 *
 * A draft of an existing post also keeps the `updatedAt` of the version it was started from, and
 * a save of it sends that version: a post saved again meanwhile (on another device) is refused
 * with a 409 rather than overwritten by the older text (decision 006).
 *
 * Drafts are shared by the browser's tabs, so a dialog claims its draft while it is open
 * (`claimBlogPostDraft`): a second tab opening the same post meanwhile does not take over text
 * that is still being written.
 */
const DRAFTS_KEY = "admin-blog-post-drafts";

/** Which dialog a draft belongs to: a new post, or the post with this id. */
export type DraftTarget = "new" | number;

export type BlogPostDraft = {
  values: BlogPostFormValues;
  /**
   * The `updatedAt` of the post version the text was started from. Null for a new post, and for
   * a draft kept before drafts recorded it (taken as started from the version opened now).
   */
  startedFrom: string | null;
};

/** Stored beside the form's fields, so a draft written before it existed still reads. */
const STARTED_FROM = "startedFrom";

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

const isDateTime = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 40 && !Number.isNaN(Date.parse(value));

/**
 * The draft kept for this dialog, or null. Only the form's own fields are taken, each of its own
 * type, and the version it was started from when that is a date and time.
 */
export function readBlogPostDraft(target: DraftTarget, storage = browserStorage()): BlogPostDraft | null {
  const kept = readAll(storage)[String(target)];
  if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return null;
  const record = kept as Record<string, unknown>;
  const values = emptyBlogPostForm();
  for (const field of Object.keys(values) as (keyof BlogPostFormValues)[]) {
    const value: unknown = record[field];
    if (typeof value === typeof values[field]) (values as Record<string, unknown>)[field] = value;
  }
  const startedFrom = record[STARTED_FROM];
  return { values, startedFrom: target !== "new" && isDateTime(startedFrom) ? startedFrom : null };
}

/** Keeps the dialog's text, with the version of the post it was started from (null for a new post). */
export function keepBlogPostDraft(
  target: DraftTarget,
  values: BlogPostFormValues,
  startedFrom: string | null,
  storage = browserStorage(),
): void {
  const kept = target !== "new" && startedFrom !== null ? { ...values, [STARTED_FROM]: startedFrom } : values;
  writeAll(storage, { ...readAll(storage), [String(target)]: kept });
}

/**
 * The version a dialog's text is saved against: a restored draft's own, else the post's current
 * one (also for a draft kept before drafts recorded it). Null for a new post.
 */
export function versionStartedFrom(
  draft: BlogPostDraft | null,
  currentUpdatedAt: string | null,
): string | null {
  if (currentUpdatedAt === null) return null;
  return draft?.startedFrom ?? currentUpdatedAt;
}

/** Whether the post was saved again after the text was started from `startedFrom`. */
export function changedSinceStarted(startedFrom: string | null, currentUpdatedAt: string | null): boolean {
  return (
    startedFrom !== null &&
    currentUpdatedAt !== null &&
    Date.parse(startedFrom) !== Date.parse(currentUpdatedAt)
  );
}

/** A dialog's hold on its draft while it is open: `owned` false when another tab holds it. */
export type DraftClaim = { owned: boolean; release: () => void };

const unheld: DraftClaim = { owned: true, release: () => {} };

function browserLocks(): LockManager | undefined {
  // Web Locks exist on secure origins (https, localhost) only.
  return typeof navigator === "undefined" ? undefined : navigator.locks;
}

/**
 * Claims a dialog's draft for this tab until `release` (a Web Lock, which the browser also lets go
 * when the tab closes or crashes). Another tab that opens the same dialog meanwhile gets
 * `owned: false`: it starts from the saved post, and neither brings back nor replaces the text
 * the first tab is still writing. Without Web Locks (a plain-http address) every tab owns it.
 */
export function claimBlogPostDraft(target: DraftTarget, locks = browserLocks()): Promise<DraftClaim> {
  if (!locks) return Promise.resolve(unheld);
  return new Promise((resolve) => {
    locks
      .request(`${DRAFTS_KEY}:${target}`, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve({ owned: false, release: () => {} });
          return;
        }
        // Held until the dialog lets it go.
        return new Promise<void>((release) => resolve({ owned: true, release: () => release() }));
      })
      .catch(() => resolve(unheld));
  });
}

/** Forgets this dialog's draft (saved, or discarded by the owner); other posts' drafts stay. */
export function dropBlogPostDraft(target: DraftTarget, storage = browserStorage()): void {
  const drafts = readAll(storage);
  if (!(String(target) in drafts)) return;
  delete drafts[String(target)];
  writeAll(storage, drafts);
}
