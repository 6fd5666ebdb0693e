import { expect, test, type Response } from "../helpers/test.ts";
import { gzipSync } from "node:zlib";

/**
 * Gzip bytes of the JavaScript a first-time visitor downloads before /home is interactive: at most
 * 100 KB, the UI runtime included (Preact running the React code, decision 013; what loads first,
 * decision 003).
 */
const HOME_JS_BUDGET_BYTES = 100 * 1024;

test("the JavaScript /home needs to become interactive stays within its gzip budget, UI runtime included", async ({ page }, testInfo) => {
  test.skip(!!process.env.E2E_DEV, "the budget is measured on the production build");
  const scripts = new Map<string, number>();
  const measured: Promise<void>[] = [];
  const measure = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    measured.push(
      response.body().then((body) => {
        scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
      }),
    );
  };
  page.on("response", measure);
  await page.goto("/home", { waitUntil: "networkidle" });
  // Interactive: the page has hydrated.
  await page.waitForFunction(() => document.querySelector("html")?.dataset.hydrated === "true");
  // What hydration fetches at once (the rewards rules that track the visit) counts too: on a busy
  // machine it can arrive after the network first went quiet, so wait for a quiet second.
  let responses = -1;
  while (responses !== measured.length) {
    responses = measured.length;
    await page.waitForTimeout(1000);
  }
  page.off("response", measure);
  // Every script's size is in before they are added up.
  await Promise.all(measured);
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  testInfo.annotations.push({ type: "home-js-gzip-bytes", description: String(total) });
  console.log(`/home JavaScript before interactive: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
