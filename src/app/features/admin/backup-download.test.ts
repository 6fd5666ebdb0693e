import { describe, expect, it } from "vitest";
import { attachmentName } from "./backup-download.ts";

describe("attachmentName", () => {
  it("reads the file name the server gives the download", () => {
    expect(attachmentName('attachment; filename="the-show-backup-2026-11-24.tar.gz"')).toBe(
      "the-show-backup-2026-11-24.tar.gz",
    );
  });
  it("is null without a header or a quoted file name", () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName("attachment")).toBeNull();
    expect(attachmentName('attachment; filename=""')).toBeNull();
  });
});
