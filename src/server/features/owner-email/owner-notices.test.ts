import { describe, expect, test } from "vitest";
import { coachingNotice, contactNotice, donationNotice, summaryNotice } from "./owner-notices.ts";

const base = "https://example.org";

describe("the owner's e-mails", () => {
  test("a paid coaching program: who, how much, where to see it; one e-mail per payment", () => {
    const notice = coachingNotice(
      { id: 7, amount: 280_000, clientName: "Ana Ruiz", clientEmail: "ana@example.com" },
      base,
    );
    expect(notice.key).toBe("coaching:7");
    expect(notice.subject).toBe("New coaching client: $2,800 from Ana Ruiz");
    expect(notice.body).toContain("Ana Ruiz <ana@example.com> paid $2,800 for the 90-day coaching program.");
    expect(notice.body).toContain("https://example.org/admin");
  });

  test("a donation without a name still says what came in", () => {
    const notice = donationNotice({ id: 3, amount: 2_550, donorName: null, donorEmail: null }, base);
    expect(notice).toMatchObject({ key: "donation:3", subject: "New donation: $25.50" });
    expect(notice.body).toContain("A visitor who left no name or e-mail donated $25.50");
  });

  test("a sponsor inquiry is named as one, and a line break cannot reach the subject", () => {
    const notice = contactNotice(
      {
        id: 9,
        type: "sponsor",
        name: "Brand\r\nBcc: x@evil.test",
        email: "b@example.com",
        subject: "Q3",
        message: "Hello",
      },
      base,
    );
    expect(notice.subject).toBe("New sponsor inquiry from Brand Bcc: x@evil.test: Q3");
    expect(notice.subject).not.toMatch(/[\r\n]/);
    expect(notice.body).toContain("Reply to them at b@example.com.");
  });

  test("the daily summary adds up the day", () => {
    const notice = summaryNotice(
      {
        day: "2026-11-28",
        coaching: { count: 1, cents: 280_000 },
        donations: { count: 2, cents: 5_000 },
        messages: 1,
        subscribers: 4,
      },
      base,
    );
    expect(notice.key).toBe("summary:2026-11-28");
    expect(notice.subject).toContain("$2,850 in, 1 message");
    expect(notice.body).toContain("New subscribers: 4");
  });
});
