import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { seedDashboardUser, utcDay } from "./support/dashboard-data";
import { startFaultyApp, type AppServer, type FaultMode } from "./support/dashboard-server";

// These tests run against a second `next start` of the same build whose server-side fetch fails on
// purpose (tests/e2e/support/dashboard-fault-fetch.cjs), so the shared server is never disturbed.

// The app writes the New Taiwan dollar as "NT$" in Chinese too, where CLDR has a bare "$".
const money = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "TWD", minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .format(amount)
    .replace(/^\$/, "NT$");

async function openDashboard(browser: Browser, server: AppServer, email: string, password: string, query = "") {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: "UTC", locale: "en-US" });
  await context.addCookies([{ name: "tz", value: "UTC", url: server.url }]);
  const page = await context.newPage();
  await signIn(page, email, password);
  if (query) await page.goto(`/${query}`);
  return page;
}

function summary(page: Page, name: string) {
  return page.getByRole("listitem", { name });
}

function useServer(mode: FaultMode) {
  const holder: { server?: AppServer } = {};
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    holder.server = await startFaultyApp(mode);
  });
  test.afterAll(async () => {
    await holder.server?.stop();
  });
  return () => holder.server!;
}

test.describe("when the exchange-rate function fails", () => {
  test.describe.configure({ mode: "serial" });
  const server = useServer("rates-down");

  test("the demo account's totals use the static table, in three languages", async ({ browser }) => {
    // Seeded demo data in TWD with the spec's fallback rates (TWD per unit: USD 31.5, EUR 31.5/0.92,
    // JPY 31.5/149.5, GBP 31.5/0.79), summed over the 12 subscriptions in force:
    // 390 + 149 + 440.685 + 173.829 + 252 + 315 + 398.335 + 342.049 + 90 + 325 + 5528.571 + 78.435
    // = 8482.905 a month → NT$8,483; × 12 = 101,794.86 → NT$101,795. Of the 17, 13 are active:
    // the 12 and a trial (free for 4 more days); the paused, the cancelled, the one-time purchase and
    // the expired one are not.
    const page = await openDashboard(browser, server(), "demo@example.com", "demo-password");
    await expect(page.getByText("Approximate rates in use")).toBeVisible();
    await expect(summary(page, "Monthly total")).toContainText(money("en", 8483));
    await expect(summary(page, "Monthly total")).toContainText("17 subscriptions");
    await expect(summary(page, "Annual estimate")).toContainText(money("en", 101795));
    await expect(summary(page, "Active")).toContainText("13");

    await page.goto("/?lang=zh-TW");
    await expect(page.getByText("目前使用概估匯率")).toBeVisible();
    await expect(summary(page, "每月總花費")).toContainText(money("zh-TW", 8483));
    await expect(summary(page, "年度預估")).toContainText(money("zh-TW", 101795));

    await page.goto("/?lang=es");
    await expect(page.getByText("Se usan tipos de cambio aproximados")).toBeVisible();
    await expect(summary(page, "Total mensual")).toContainText(money("es", 8483));
    await expect(summary(page, "Estimación anual")).toContainText(money("es", 101795));
    await page.context().close();
  });

  test("an unreachable backend shows the load-error state, not a crash (English and Spanish)", async ({ browser }) => {
    const user = await seedDashboardUser("backend-down", {
      subscriptions: [{ name: "Hidden", price: 1, currency: "TWD", startDate: utcDay(-1), endDate: utcDay(10) }],
    });
    const page = await openDashboard(browser, server(), user.email, user.password);
    await expect(page.getByRole("heading", { name: "Unable to load data" })).toBeVisible();
    await expect(page.getByText("Please check the backend service or try again later.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByText("Hidden")).toHaveCount(0);

    await page.goto("/?lang=es");
    await expect(page.getByRole("heading", { name: "No se pudieron cargar los datos" })).toBeVisible();
    await page.context().close();
  });
});

test.describe("with live exchange rates", () => {
  test.describe.configure({ mode: "serial" });
  const server = useServer("rates-fixed");

  test("mixed-currency totals match hand-computed figures and name their source (English and Chinese)", async ({ browser }) => {
    const start = utcDay(-3);
    const user = await seedDashboardUser("dash-mixed", {
      defaultCurrency: "TWD",
      subscriptions: [
        // Served rates, TWD per unit: USD 30, EUR 35, JPY 0.2, GBP 40, CNY 4.5.
        { name: "Yearly USD", price: 100, currency: "USD", startDate: start, endDate: utcDay(300), cycle: "1year" }, // 3000 / 12 = 250
        { name: "Monthly EUR", price: 10, currency: "EUR", startDate: start, endDate: utcDay(27) }, // 350
        { name: "Monthly JPY", price: 1000, currency: "JPY", startDate: start, endDate: utcDay(27) }, // 200
        { name: "Half-year GBP", price: 30, currency: "GBP", startDate: start, endDate: utcDay(150), cycle: "6months" }, // 1200 / 6 = 200
        { name: "Weekly TWD", price: 7, currency: "TWD", startDate: start, endDate: utcDay(4), cycle: "custom:days:7" }, // 7 × 30 / 7 = 30
        { name: "Bimonthly CNY", price: 20, currency: "CNY", startDate: start, endDate: utcDay(50), cycle: "custom:months:2" }, // 90 / 2 = 45
        { name: "Expired USD", price: 999, currency: "USD", startDate: utcDay(-60), endDate: utcDay(-30) }, // not summed
      ],
    });
    // 250 + 350 + 200 + 200 + 30 + 45 = 1,075 a month; 12,900 a year; 6 active of 7.
    const page = await openDashboard(browser, server(), user.email, user.password);
    await expect(page.getByText("Rates: open.er-api.com, 2026-11-21")).toBeVisible();
    await expect(summary(page, "Monthly total")).toContainText(money("en", 1075));
    await expect(summary(page, "Monthly total")).toContainText("7 subscriptions");
    await expect(summary(page, "Annual estimate")).toContainText(money("en", 12900));
    await expect(summary(page, "Active")).toContainText("6");

    await page.goto("/?lang=zh-TW&sort=name");
    await expect(page.getByText("匯率：open.er-api.com，2026-11-21")).toBeVisible();
    await expect(summary(page, "每月總花費")).toContainText(money("zh-TW", 1075));
    await expect(page.getByRole("region", { name: "未分類" })).toContainText(`每月 ${money("zh-TW", 1075)}`);
    await page.context().close();
  });
});
