import { expect, test } from "#tests/helpers/test.ts";

test("home answers with its page", async ({ page }) => {
  const response = await page.goto("/home");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
