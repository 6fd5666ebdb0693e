import { describe, expect, it } from "vitest";
import { isCrawlerOrAutomation, readVisitorSignals, type VisitorSignals } from "./crawler-check.ts";

const visitor = (userAgent: string, extra: Partial<VisitorSignals> = {}): VisitorSignals => ({
  userAgent,
  webdriver: false,
  automationMarkers: [],
  ...extra,
});

const people: Record<string, string> = {
  "Chrome on Windows":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Edge on Windows":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
  "Firefox on Linux": "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  "Safari on macOS":
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Safari on iPhone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Chrome on Android":
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
  "Samsung Internet":
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  "Opera on macOS":
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0",
  "Instagram in-app browser":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.0.0.77 (iPhone15,2; iOS 17_5; en_US; en)",
};

const crawlers: Record<string, string> = {
  Googlebot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36",
  "Googlebot smartphone":
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "Google-InspectionTool": "Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)",
  Bingbot: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  DuckDuckBot: "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)",
  Baiduspider: "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)",
  YandexBot: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  Applebot:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  facebookexternalhit: "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  Twitterbot: "Twitterbot/1.0",
  LinkedInBot: "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  Slackbot: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  Discordbot: "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  WhatsApp: "WhatsApp/2.23.20.0 A",
  TelegramBot: "TelegramBot (like TwitterBot)",
  Pinterest: "Pinterest/0.2 (+https://www.pinterest.com/bot.html)",
  GPTBot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  "ChatGPT-User":
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  "an unknown bot": "AcmeMonitor-Bot/3.1",
  "an unknown crawler": "Mozilla/5.0 (compatible; SiteCrawler/1.0)",
  "an unknown spider": "LittleSpider 0.9",
};

const automation: Record<string, string> = {
  HeadlessChrome:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
  Lighthouse:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  PageSpeed:
    "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Google Page Speed Insights",
  PhantomJS:
    "Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1",
  Puppeteer:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Puppeteer",
  Cypress:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Cypress/13.13.0 Chrome/118.0.5993.159 Electron/27.3.10 Safari/537.36",
  curl: "curl/8.8.0",
  "python-requests": "python-requests/2.32.3",
};

describe("crawler and automation check (SPEC §2 landing page)", () => {
  for (const [name, userAgent] of Object.entries(people)) {
    it(`lets a person in ${name} see the landing page`, () => {
      expect(isCrawlerOrAutomation(visitor(userAgent))).toBe(false);
    });
  }

  for (const [name, userAgent] of Object.entries(crawlers)) {
    it(`sends the crawler ${name} on to /home`, () => {
      expect(isCrawlerOrAutomation(visitor(userAgent))).toBe(true);
    });
  }

  for (const [name, userAgent] of Object.entries(automation)) {
    it(`sends the automated client ${name} on to /home`, () => {
      expect(isCrawlerOrAutomation(visitor(userAgent))).toBe(true);
    });
  }

  it("matches bot, crawler and spider in any letter case", () => {
    for (const word of ["BOT", "Crawler", "sPiDeR"]) {
      expect(isCrawlerOrAutomation(visitor(`Mozilla/5.0 (compatible; Example${word}/1.0)`))).toBe(true);
    }
  });

  it("counts navigator.webdriver as automation even behind a person's user agent", () => {
    expect(isCrawlerOrAutomation(visitor(people["Chrome on Windows"]!, { webdriver: true }))).toBe(true);
  });

  it("counts an automation tool's global as automation even behind a person's user agent", () => {
    expect(
      isCrawlerOrAutomation(visitor(people["Firefox on Linux"]!, { automationMarkers: ["callPhantom"] })),
    ).toBe(true);
  });

  it("treats a missing or blank user agent as automation: every real browser sends one", () => {
    expect(isCrawlerOrAutomation(visitor(""))).toBe(true);
    expect(isCrawlerOrAutomation(visitor("   "))).toBe(true);
  });
});

describe("reading the visitor's signals", () => {
  const attributes = (names: string[]) => ({
    documentElement: { hasAttribute: (name: string) => names.includes(name) },
  });

  it("reads the user agent and navigator.webdriver", () => {
    const signals = readVisitorSignals({
      navigator: { userAgent: people["Safari on iPhone"], webdriver: true },
      document: attributes([]) as unknown as Document,
    });
    expect(signals).toEqual({
      userAgent: people["Safari on iPhone"],
      webdriver: true,
      automationMarkers: [],
    });
  });

  it("treats navigator.webdriver false or missing as a person", () => {
    expect(readVisitorSignals({ navigator: { userAgent: "x", webdriver: false } }).webdriver).toBe(false);
    expect(readVisitorSignals({ navigator: { userAgent: "x" } }).webdriver).toBe(false);
  });

  it("finds automation globals on window and Selenium's attributes on <html>", () => {
    const win = {
      navigator: { userAgent: people["Chrome on Windows"] },
      document: attributes(["webdriver"]) as unknown as Document,
      callPhantom: () => undefined,
      domAutomationController: {},
    };
    expect(readVisitorSignals(win).automationMarkers).toEqual([
      "callPhantom",
      "domAutomationController",
      "[webdriver]",
    ]);
    expect(isCrawlerOrAutomation(readVisitorSignals(win))).toBe(true);
  });

  it("answers an empty user agent for a window without a navigator", () => {
    expect(readVisitorSignals({})).toEqual({ userAgent: "", webdriver: false, automationMarkers: [] });
  });

  it("does not mistake a wallet extension's window.phantom for PhantomJS", () => {
    const win = { navigator: { userAgent: people["Chrome on Windows"] }, phantom: { solana: {} } };
    expect(isCrawlerOrAutomation(readVisitorSignals(win))).toBe(false);
  });
});
