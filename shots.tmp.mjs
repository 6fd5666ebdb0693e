import { chromium } from "@playwright/test";
const paths = process.argv.slice(3);
const width = Number(process.argv[2]);
const h = width < 500 ? 740 : 800;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width, height: h }, hasTouch: width < 500 });
await ctx.addInitScript(() => { try { localStorage.setItem("podcast-tour-completed", "true"); } catch {} });
const page = await ctx.newPage();
for (const p of paths) {
  await page.goto("http://127.0.0.1:4110" + p, { waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  const name = p.replace(/[^a-z0-9]+/gi, "_") || "root";
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  const tall = Math.min(total, h * 2);
  for (let y = 0, i = 0; y < total && i < 8; y += tall, i++) {
    await page.screenshot({ path: `/tmp/shots/s${width}${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(tall, total - y) } });
  }
}
await browser.close();
