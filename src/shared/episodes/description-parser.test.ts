import { describe, expect, test } from "vitest";
import {
  CHAPTER_TITLE_MUST_BE_LONGER_THAN,
  MAX_CHAPTERS,
  MAX_CHAPTERS_LINE_BASED,
  MAX_PARSED_DESCRIPTION_LENGTH,
  MAX_TAKEAWAYS,
  TAKEAWAY_MUST_BE_LONGER_THAN,
  TAKEAWAY_MUST_BE_LONGER_THAN_LINE_BASED,
  parseEpisodeDescription,
  timestampSeconds,
} from "./description-parser.ts";

function listOf(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}

/** "m:ss" for a minute count, so generated chapters have distinct valid times. */
function minuteStamp(minutes: number): string {
  return `${minutes}:00`;
}

describe("parseEpisodeDescription limits (SPEC §9 Episode description parser)", () => {
  test("hold the spec's numbers", () => {
    expect({
      MAX_TAKEAWAYS,
      MAX_CHAPTERS,
      MAX_CHAPTERS_LINE_BASED,
      TAKEAWAY_MUST_BE_LONGER_THAN,
      TAKEAWAY_MUST_BE_LONGER_THAN_LINE_BASED,
      CHAPTER_TITLE_MUST_BE_LONGER_THAN,
    }).toEqual({
      MAX_TAKEAWAYS: 8,
      MAX_CHAPTERS: 20,
      MAX_CHAPTERS_LINE_BASED: 15,
      TAKEAWAY_MUST_BE_LONGER_THAN: 15,
      TAKEAWAY_MUST_BE_LONGER_THAN_LINE_BASED: 25,
      CHAPTER_TITLE_MUST_BE_LONGER_THAN: 3,
    });
  });
});

describe("parseEpisodeDescription chapters (SPEC §9)", () => {
  test("an empty description has no chapters and no takeaways", () => {
    expect(parseEpisodeDescription("")).toEqual({ takeaways: [], chapters: [] });
    expect(parseEpisodeDescription("<p></p>")).toEqual({ takeaways: [], chapters: [] });
  });

  test("reads 00:00, 0:00, 12:34 and 1:02:03 timestamps opening a list item", () => {
    const html = listOf([
      "00:00 Welcome in",
      "0:45 - The early years",
      "12:34: Money talk",
      "1:02:03 | Wrap up",
    ]);
    expect(parseEpisodeDescription(html).chapters).toEqual([
      { time: "00:00", seconds: 0, title: "Welcome in" },
      { time: "0:45", seconds: 45, title: "The early years" },
      { time: "12:34", seconds: 754, title: "Money talk" },
      { time: "1:02:03", seconds: 3723, title: "Wrap up" },
    ]);
  });

  test("reads a timestamp opening a line inside a paragraph split by <br>", () => {
    const html = "<p>Chapters:<br>00:00 Intro story<br>05:30 Her first company</p>";
    expect(parseEpisodeDescription(html).chapters.map((chapter) => chapter.title)).toEqual([
      "Intro story",
      "Her first company",
    ]);
  });

  test("reads timestamps in parentheses or brackets followed by a title", () => {
    const html = "<p>(02:10) Why rest matters</p><p>[04:00] Building habits</p>";
    expect(parseEpisodeDescription(html).chapters).toEqual([
      { time: "02:10", seconds: 130, title: "Why rest matters" },
      { time: "04:00", seconds: 240, title: "Building habits" },
    ]);
  });

  test("reads several parenthesised timestamps on one line, with titles after or before them", () => {
    expect(
      parseEpisodeDescription("<p>(00:00) Intro (04:10) Her story</p>").chapters.map((c) => c.title),
    ).toEqual(["Intro", "Her story"]);
    expect(parseEpisodeDescription("<p>Intro (00:00), Her story (04:10)</p>").chapters).toEqual([
      { time: "00:00", seconds: 0, title: "Intro" },
      { time: "04:10", seconds: 250, title: "Her story" },
    ]);
  });

  test("a chapter title must be longer than 3 characters", () => {
    const html = listOf(["00:00 Q&amp;A", "01:00 Wrap", "02:00", "03:00 -"]);
    expect(parseEpisodeDescription(html).chapters).toEqual([{ time: "01:00", seconds: 60, title: "Wrap" }]);
  });

  test("chapters are sorted by time", () => {
    const html = listOf([
      "10:00 Closing thoughts",
      "00:00 Opening",
      "1:00:00 Bonus round",
      "05:00 Middle part",
    ]);
    expect(parseEpisodeDescription(html).chapters.map((chapter) => chapter.seconds)).toEqual([
      0, 300, 600, 3600,
    ]);
  });

  test("chapters are capped at 20, keeping the earliest", () => {
    const items = Array.from(
      { length: 25 },
      (_, index) => `${minuteStamp(24 - index)} Chapter ${24 - index}`,
    );
    const { chapters } = parseEpisodeDescription(listOf(items));
    expect(chapters).toHaveLength(20);
    expect(chapters[0]?.title).toBe("Chapter 0");
    expect(chapters[19]?.title).toBe("Chapter 19");
  });

  test("the same chapter written twice is kept once", () => {
    const html = "<p>00:00 Intro story</p><p>(00:00) intro story</p>";
    expect(parseEpisodeDescription(html).chapters).toHaveLength(1);
  });

  test("an impossible time is not a chapter", () => {
    expect(parseEpisodeDescription("<p>0:75 Not a real time</p>").chapters).toEqual([]);
  });

  test("a time of day such as 3:30pm is not a chapter, so its sentence stays a takeaway", () => {
    const { chapters, takeaways } = parseEpisodeDescription("<p>3:30pm meetup with the community crew.</p>");
    expect(chapters).toEqual([]);
    expect(takeaways).toEqual(["3:30pm meetup with the community crew."]);
  });

  test("a timestamp in the middle of a sentence without parentheses is not a chapter", () => {
    expect(parseEpisodeDescription("<p>We start at 10:30 every Tuesday morning.</p>").chapters).toEqual([]);
  });

  test("chapter lines are never takeaways", () => {
    const html = listOf([
      "00:00 A long introduction to the whole show",
      "The single most important habit to keep",
    ]);
    expect(parseEpisodeDescription(html).takeaways).toEqual(["The single most important habit to keep"]);
  });
});

describe("timestampSeconds", () => {
  test("converts m:ss and h:mm:ss, and rejects impossible times", () => {
    expect(timestampSeconds("0:00")).toBe(0);
    expect(timestampSeconds("75:10")).toBe(4510);
    expect(timestampSeconds("1:02:03")).toBe(3723);
    expect(timestampSeconds("1:60")).toBeNull();
    expect(timestampSeconds("1:60:00")).toBeNull();
  });
});

describe("parseEpisodeDescription takeaways (SPEC §9)", () => {
  test("list items become takeaways with HTML stripped and entities decoded", () => {
    const html = listOf(["<strong>Rest</strong> is part of the work", "Money &amp; meaning go together"]);
    expect(parseEpisodeDescription(html).takeaways).toEqual([
      "Rest is part of the work",
      "Money & meaning go together",
    ]);
  });

  test("sentences of paragraphs become takeaways, after the list items", () => {
    const html =
      "<p>Purpose gives your week a direction. Start small and stay consistent!</p>" +
      listOf(["Write your goals down every morning"]);
    expect(parseEpisodeDescription(html).takeaways).toEqual([
      "Write your goals down every morning",
      "Purpose gives your week a direction.",
      "Start small and stay consistent!",
    ]);
  });

  test("a takeaway must be longer than 15 characters", () => {
    const exactly15 = "a".repeat(15);
    const sixteen = "b".repeat(16);
    expect(parseEpisodeDescription(listOf([exactly15, sixteen])).takeaways).toEqual([sixteen]);
  });

  test("takeaways are capped at 8", () => {
    const items = Array.from({ length: 12 }, (_, index) => `Takeaway number ${index} is worth keeping`);
    const { takeaways } = parseEpisodeDescription(listOf(items));
    expect(takeaways).toHaveLength(8);
    expect(takeaways[7]).toBe("Takeaway number 7 is worth keeping");
  });

  test("the same takeaway is kept once, ignoring case and end punctuation", () => {
    const html =
      listOf(["Show up for yourself every day", "show up for yourself every day."]) +
      "<p>Show up for yourself every day!</p>";
    expect(parseEpisodeDescription(html).takeaways).toEqual(["Show up for yourself every day"]);
  });

  test("links, questions and lead-ins ending in ':' are not takeaways", () => {
    const html =
      "<p>In this episode we talk about the following:</p>" +
      listOf([
        "Find the guide at https://example.com/guide",
        "Visit www.example.com for more",
        "Join the conversation in the community: facebook.com/groups/thethrivingpath",
        "Leading through change yourself?",
        "Boundaries protect your energy",
      ]);
    expect(parseEpisodeDescription(html).takeaways).toEqual(["Boundaries protect your energy"]);
  });

  test("a sentence holding a link's text is no takeaway; the other sentences of its paragraph still are, and a linked timestamp is a chapter", () => {
    const html =
      '<p>Free worksheet: <a href="https://guide.example/7-day">the 7-Day Thriving Guide</a></p>' +
      '<p>Rest is part of the work. Read <a href="https://example.com/book">her book on rest</a> for more.</p>' +
      '<p>Our guest <a href="https://example.com/dana">Dana</a> is a coach. Dana rebuilt her health and restored her purpose.</p>' +
      '<p><a href="https://example.com/t0">00:00</a> Introduction</p>' +
      listOf(['Get the <a href="https://example.com/kit">starter kit today</a>', "Boundaries protect your energy"]);
    const { takeaways, chapters } = parseEpisodeDescription(html);
    expect(takeaways).toEqual([
      "Boundaries protect your energy",
      "Rest is part of the work.",
      "Dana rebuilt her health and restored her purpose.",
    ]);
    expect(chapters).toEqual([{ time: "00:00", seconds: 0, title: "Introduction" }]);
  });

  test("a list item whose closing tag is left out still ends at the next item or the list's end", () => {
    const html =
      "<ul><li>Habits are built in tiny steps<li>Rest is productive, not lazy</ul><p>Short one.</p>";
    expect(parseEpisodeDescription(html).takeaways).toEqual([
      "Habits are built in tiny steps",
      "Rest is productive, not lazy",
    ]);
  });
});

describe("parseEpisodeDescription line-based fallback (SPEC §9)", () => {
  test("is used for plain lines without paragraph or list tags", () => {
    const text =
      "00:00 Welcome to the show\n04:30 Her morning routine\nConsistency beats intensity over the long run.";
    expect(parseEpisodeDescription(text)).toEqual({
      chapters: [
        { time: "00:00", seconds: 0, title: "Welcome to the show" },
        { time: "04:30", seconds: 270, title: "Her morning routine" },
      ],
      takeaways: ["Consistency beats intensity over the long run."],
    });
  });

  test("a takeaway must be longer than 25 characters", () => {
    const exactly25 = "c".repeat(25);
    const twentySix = "d".repeat(26);
    expect(parseEpisodeDescription(`${exactly25}\n${twentySix}`).takeaways).toEqual([twentySix]);
  });

  test("a sentence of 20 characters is a takeaway in HTML but not in plain lines", () => {
    const sentence = "Rest is productive!!";
    expect(sentence).toHaveLength(20);
    expect(parseEpisodeDescription(`<p>${sentence}</p>`).takeaways).toEqual([sentence]);
    expect(parseEpisodeDescription(sentence).takeaways).toEqual([]);
  });

  test("chapters are capped at 15", () => {
    const lines = Array.from({ length: 25 }, (_, index) => `${minuteStamp(index)} Chapter ${index}`);
    const { chapters } = parseEpisodeDescription(lines.join("\n"));
    expect(chapters).toHaveLength(15);
    expect(chapters[14]?.title).toBe("Chapter 14");
  });

  test("hand-written bullets are list items, marker removed, listed before prose sentences", () => {
    const text =
      "Why this conversation matters to every listener.\n- Protect your mornings from your phone\n• Say no to protect your yes always";
    expect(parseEpisodeDescription(text).takeaways).toEqual([
      "Protect your mornings from your phone",
      "Say no to protect your yes always",
      "Why this conversation matters to every listener.",
    ]);
  });

  test("handles Windows line endings, entities and inline tags", () => {
    const text = "00:00 <b>Intro</b> &amp; hello\r\nIt&#39;s never too late to begin again, friend.";
    expect(parseEpisodeDescription(text)).toEqual({
      chapters: [{ time: "00:00", seconds: 0, title: "Intro & hello" }],
      takeaways: ["It's never too late to begin again, friend."],
    });
  });
});

describe("parseEpisodeDescription on a typical episode description", () => {
  test("separates chapters from takeaways", () => {
    const html = [
      "<p>This week Dana shares how she rebuilt her health after burnout. We talk about rest, purpose and boundaries.</p>",
      "<p><strong>Key takeaways:</strong></p>",
      listOf(["Rest is a strategy, not a reward", "Boundaries are a form of self-respect"]),
      "<p><strong>Timestamps</strong></p>",
      "<p>00:00 Introduction<br>03:15 Dana&#39;s burnout story<br>18:40 Rebuilding with purpose</p>",
      '<p>Follow us on <a href="https://instagram.com/show">Instagram</a>.</p>',
    ].join("");
    expect(parseEpisodeDescription(html)).toEqual({
      takeaways: [
        "Rest is a strategy, not a reward",
        "Boundaries are a form of self-respect",
        "This week Dana shares how she rebuilt her health after burnout.",
        "We talk about rest, purpose and boundaries.",
      ],
      chapters: [
        { time: "00:00", seconds: 0, title: "Introduction" },
        { time: "03:15", seconds: 195, title: "Dana's burnout story" },
        { time: "18:40", seconds: 1120, title: "Rebuilding with purpose" },
      ],
    });
  });
});

describe("sentence splitting", () => {
  test("a title such as 'Dr.' does not end a takeaway sentence", () => {
    const { takeaways } = parseEpisodeDescription(
      "<p>Sleep physician Dr. Ines Calloway explains why rest is a skill. Small rituals protect your evenings.</p>",
    );
    expect(takeaways).toEqual([
      "Sleep physician Dr. Ines Calloway explains why rest is a skill.",
      "Small rituals protect your evenings.",
    ]);
  });
});

describe("parseEpisodeDescription on crafted input (descriptions are upstream text, up to 100,000 characters)", () => {
  const size = 100_000;
  // Each shape made a pattern of the old parser re-scan the rest of the text from every position:
  // 3.5 to 6 seconds each at this size.
  const crafted: Record<string, string> = {
    "a dotted name with no slash": `<p>${"a.".repeat(size / 2)}</p>`,
    "a hyphenated name with no slash": `<p>${"a-".repeat(size / 2)}</p>`,
    "a run of full stops inside a sentence": `<p>The one habit that matters ${".".repeat(size)}x</p>`,
    "a chapter title with a run of dashes inside": `<p>00:10 Intro ${"-".repeat(size)}x</p>`,
    "tags that never close": `<p>Real words here</p>${"<p ".repeat(size / 3)}`,
    "links that never close": `<p>${"<a x>".repeat(size / 5)}</p>`,
    "a line-based description of unclosed tags": "<a<".repeat(size / 3),
  };

  test("every crafted 100 KB description parses in well under 200 ms in all", () => {
    const started = performance.now();
    for (const html of Object.values(crafted)) parseEpisodeDescription(html);
    expect(performance.now() - started).toBeLessThan(200);
  });

  test(`reads only the first ${MAX_PARSED_DESCRIPTION_LENGTH} characters, ending at the last whole line`, () => {
    const padding = `<p>${"word ".repeat(MAX_PARSED_DESCRIPTION_LENGTH / 5)}</p>`;
    const lines = ["<p>00:00 Opening thoughts</p>", padding, "<p>10:00 Past the part that is read</p>"];
    expect(parseEpisodeDescription(lines.join("")).chapters.map((chapter) => chapter.title)).toEqual([
      "Opening thoughts",
    ]);
    const line = "<p>Short line here.</p>\n";
    const lead = line.repeat(Math.floor((MAX_PARSED_DESCRIPTION_LENGTH - 10) / line.length));
    const cutByTheLimit = `${lead}<p>A takeaway that the limit cuts in half</p>`;
    expect(cutByTheLimit.length).toBeGreaterThan(MAX_PARSED_DESCRIPTION_LENGTH);
    expect(parseEpisodeDescription(cutByTheLimit).takeaways).toEqual(["Short line here."]);
  });
});
