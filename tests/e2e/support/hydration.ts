import type { Page } from "@playwright/test";

/**
 * Waits until React has taken over every button in the page's main content. A click on a
 * server-rendered button before then does nothing, and a test would wait for a dialog that never opens.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main button")].every((button) =>
      Object.keys(button).some((key) => key.startsWith("__reactProps$")),
    ),
  );
}
