import { describe, expect, test } from "vitest";
import { getToasts, removeToast, toast } from "./use-toast.ts";

describe("toast store (SPEC §9)", () => {
  test("a newer toast replaces the one on screen: one visible at a time", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  test("closing a toast marks it closed, then removing drops it", () => {
    const close = toast({ title: "Saved" });
    const [shown] = getToasts();
    close();
    expect(getToasts()[0]).toMatchObject({ id: shown!.id, open: false });
    removeToast(shown!.id);
    expect(getToasts()).toEqual([]);
  });
});
