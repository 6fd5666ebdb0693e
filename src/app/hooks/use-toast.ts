import { useSyncExternalStore, type ReactNode } from "react";

/** SPEC §9: one toast visible at a time, each shown for 5000 ms. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  /** Kept on screen until the visitor closes it: only for news that must not be missed. */
  persistent?: boolean;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; a newer toast replaces the one on screen. Returns a function that closes it. */
export function toast(input: ToastInput): () => void {
  const id = String(++nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return () => dismissToast(id);
}

export function dismissToast(id: string) {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

/** Drops a closed toast once its exit animation is over. */
export function removeToast(id: string) {
  setToasts(toasts.filter((t) => t.id !== id));
}

/** The toasts on screen (or closing), newest first. */
export function getToasts(): ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    getToasts,
    () => serverSnapshot,
  );
}
