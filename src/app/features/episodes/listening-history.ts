import { useSyncExternalStore } from "react";
import {
  HISTORY_STORAGE_KEY,
  parseStoredHistory,
  recordListen,
  recordProgress,
  removeFromHistory,
  type HistoryEntry,
  type NewListen,
} from "#shared/episodes/history.ts";

/**
 * The visitor's listening history (SPEC §3, browser key podcastHistory): read from and written to
 * localStorage, shared by every component through one subscription. The server cannot read it, so
 * it is unknown (null) on the server and while the page hydrates.
 */

const listeners = new Set<() => void>();
let cached: { raw: string | null; entries: HistoryEntry[] } | null = null;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(HISTORY_STORAGE_KEY);
  } catch {
    return null; // storage blocked: behave as an empty history
  }
}

function snapshot(): HistoryEntry[] {
  const raw = readStorage();
  if (!cached || cached.raw !== raw) cached = { raw, entries: parseStoredHistory(raw) };
  return cached.entries;
}

function write(entries: HistoryEntry[]) {
  try {
    window.localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(entries));
  } catch (error) {
    console.warn("Could not save the listening history", error);
  }
  // Also when storage is full or blocked: the history is then kept for as long as this page is
  // open, until another tab saves one of its own.
  cached = { raw: readStorage(), entries };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the history.
  const onStorage = (event: StorageEvent) => event.key === HISTORY_STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function addListen(entry: NewListen, now = new Date()) {
  write(recordListen(snapshot(), entry, now));
}

/** The episode's entry in the history, if it has one (where a new play of it resumes). */
export function listeningHistoryEntry(id: string): HistoryEntry | undefined {
  return snapshot().find((entry) => entry.id === id);
}

/** Notes how far the visitor got in an episode played on the site (`recordProgress`). */
export function saveProgress(id: string, progress: Parameters<typeof recordProgress>[2]) {
  const entries = snapshot();
  const next = recordProgress(entries, id, progress);
  if (JSON.stringify(next) !== JSON.stringify(entries)) write(next);
}

export function removeListen(id: string) {
  write(removeFromHistory(snapshot(), id));
}

export function clearListens() {
  write([]);
}

/** The history; null while rendering on the server and hydrating, before storage can be read. */
export function useListeningHistory(): HistoryEntry[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
