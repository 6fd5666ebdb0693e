import type { Page } from "@playwright/test";

/** The site's audio player bar (issue: listening on the site). */
export const audioPlayerBar = (page: Page) => page.getByRole("region", { name: "Audio player" });

/** The seconds the player says it is at, from its slider. */
export async function playerPosition(page: Page): Promise<number> {
  return Number(
    await audioPlayerBar(page).getByRole("slider", { name: "Position in the episode" }).inputValue(),
  );
}
