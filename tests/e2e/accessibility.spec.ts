import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { seedSubscription, signInNewUser } from "./support/subscriptions";

// Every page against axe's WCAG 2.1 A and AA rules, at a phone's width and a desktop's: what one
// hides at a width (a label shown only on wide screens, a table that scrolls only on narrow ones)
// must still leave the other accessible. theme.spec.ts checks colour contrast in both schemes.
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const problems = results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 160)}`));
  expect(problems, label).toEqual([]);
}

for (const [width, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`accessibility at a ${width}'s width`, () => {
    test.use({ viewport });

    test("the landing page, the dashboard, insights and settings pass axe's WCAG 2.1 AA rules", async ({ page }) => {
      test.slow();
      await page.goto("/");
      await expectNoViolations(page, "landing page");

      await signInNewUser(page, `a11y-${width}`, {
        seed: async (userId) => {
          const plan = { brand: "Brand", currency: "TWD", cycle: "custom:months:1", auto_renew: true, start_date: day(-40), end_date: day(5) };
          await seedSubscription(userId, { ...plan, name: "Video", price: 390 });
          await seedSubscription(userId, { ...plan, name: "Music", price: 149, start_date: day(-20), end_date: day(10) });
        },
      });
      for (const [path, heading] of [
        ["/dashboard", "Your subscriptions"],
        ["/insights", "Insights"],
        ["/settings", "Settings"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectNoViolations(page, path);
      }
    });
  });
}
