import { describe, expect, it } from "vitest";
import { isSearchShortcut } from "./search-shortcut.ts";

const press = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key: "/",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: { tagName: "BODY", isContentEditable: false } as unknown as EventTarget,
  ...overrides,
});

const element = (tagName: string, isContentEditable = false) =>
  ({ tagName, isContentEditable }) as unknown as EventTarget;

describe("the / shortcut to the search field (site search)", () => {
  it("is / pressed on the page, on a link or a button", () => {
    expect(isSearchShortcut(press())).toBe(true);
    expect(isSearchShortcut(press({ target: element("A") }))).toBe(true);
    expect(isSearchShortcut(press({ target: element("BUTTON") }))).toBe(true);
    expect(isSearchShortcut(press({ target: null }))).toBe(true);
  });

  it("is a character, not the shortcut, while the visitor types in a field or editable text", () => {
    for (const tagName of ["INPUT", "TEXTAREA", "SELECT"]) {
      expect(isSearchShortcut(press({ target: element(tagName) })), tagName).toBe(false);
    }
    expect(isSearchShortcut(press({ target: element("DIV", true) }))).toBe(false);
  });

  it("leaves / with Ctrl, Cmd or Alt to the browser and assistive technology, but takes it with Shift", () => {
    expect(isSearchShortcut(press({ ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ metaKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ altKey: true }))).toBe(false);
    expect(isSearchShortcut({ ...press(), shiftKey: true } as ReturnType<typeof press>)).toBe(true);
  });

  it("is no other key, and not a press another handler has taken", () => {
    expect(isSearchShortcut(press({ key: "?" }))).toBe(false);
    expect(isSearchShortcut(press({ key: "s" }))).toBe(false);
    expect(isSearchShortcut(press({ defaultPrevented: true }))).toBe(false);
  });
});
