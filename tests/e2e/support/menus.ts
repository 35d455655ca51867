import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a menu whose code loads on first use (LazyMenu). Hover or focus loads it and swaps in the
 * real trigger, the one Radix marks with data-state. A page still hydrating ignores both, so this
 * hovers or focuses again, as a person would, until the real trigger is there, and then clicks it
 * or presses Enter on it once: a press that lands on the placeholder as it is swapped out is lost.
 */
export async function openLazyMenu(page: Page, trigger: Locator, { by = "pointer" }: { by?: "pointer" | "keyboard" } = {}) {
  await expect(async () => {
    if (by === "pointer") {
      await page.mouse.move(0, 0);
      await trigger.hover();
    } else {
      await trigger.blur();
      await trigger.focus();
    }
    await expect(trigger).toHaveAttribute("data-state", "closed", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  if (by === "pointer") await trigger.click();
  else await trigger.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}
