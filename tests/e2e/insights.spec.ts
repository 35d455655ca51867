import { devices, expect, test, type Locator, type Page } from "@playwright/test";
import { signIn, signInWithCookies } from "./support/auth";
import { adminClient } from "./support/backend";
import { seedDashboardUser, utcDay, type SeededUser } from "./support/dashboard-data";
import { startFaultyApp, type AppServer } from "./support/dashboard-server";
import { openDashboard } from "./support/subscriptions";

// "Today" follows the user's time zone; pin it so the hand-worked dates are the test's own.
test.use({ timezoneId: "UTC" });

// The app writes the New Taiwan dollar as "NT$" in Chinese too, where CLDR has a bare "$".
const ntd = (text: string, currency = "TWD") => (currency === "TWD" ? text.replace(/^\$/, "NT$") : text);
const whole = (locale: string, amount: number) =>
  ntd(new Intl.NumberFormat(locale, { style: "currency", currency: "TWD", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount));
const exact = (locale: string, amount: number, currency = "TWD") =>
  ntd(new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount), currency);
const monthName = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));

const today = utcDay(0);
const dayOfMonth = Number(today.slice(8, 10));
const monthOf = (date: string) => date.slice(0, 7);
const current = monthOf(today);
function addMonths(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number);
  const index = year * 12 + number - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}
const on = (month: string, day: number) => `${month}-${String(day).padStart(2, "0")}`;

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

/** The cells of each body row of a section's first table, as text, once the table has rows (a
 *  page may still be replacing its loading skeleton, as after `?lang=` is taken off the URL). */
async function rows(table: Locator): Promise<string[][]> {
  await table.locator("tbody tr").first().waitFor();
  return table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? "")));
}

test.describe("insights of a user paying in one currency", () => {
  // Video Max: NT$300 on the 10th of each month, NT$330 from the 1st of the month after next but one.
  // Music Plus: NT$1,200 a year, renewing in 165 days (NT$100 a month).
  // Cloud Drive: NT$90 on the 20th of each month.
  // Gym: NT$500 every 30 days, cancelled 40 days ago: it would have charged 35 and 5 days ago.
  // Lifetime Pro: a NT$2,000 one-time purchase in 40 days.
  let user: SeededUser;
  test.beforeAll(async () => {
    user = await seedDashboardUser("insights", {
      categories: [
        { name: "Video", color: "#E74C3C" },
        { name: "Music", color: "#2ECC71" },
      ],
      subscriptions: [
        { name: "Video Max", price: 300, currency: "TWD", startDate: on(addMonths(current, -2), 10), endDate: on(addMonths(current, -1), 10), cycle: "custom:months:1", autoRenew: true, category: "Video" },
        { name: "Music Plus", price: 1200, currency: "TWD", startDate: utcDay(-200), endDate: utcDay(165), cycle: "1year", autoRenew: true, category: "Music" },
        { name: "Cloud Drive", price: 90, currency: "TWD", startDate: on(addMonths(current, -2), 20), endDate: on(addMonths(current, -1), 20), cycle: "custom:months:1", autoRenew: true },
        { name: "Gym", price: 500, currency: "TWD", startDate: utcDay(-95), endDate: utcDay(-65), cycle: "custom:days:30", autoRenew: true, status: "cancelled", cancelledOn: utcDay(-40) },
        { name: "Lifetime Pro", price: 2000, currency: "TWD", startDate: utcDay(40), endDate: utcDay(40), cycle: "once" },
      ],
    });
    const { error } = await adminClient()
      .from("subscription_price_changes")
      .insert({ subscription_id: user.subscriptionIds.get("Video Max"), user_id: user.id, old_price: 300, new_price: 330, effective_date: on(addMonths(current, 3), 1) });
    if (error) throw error;
  });

  test("by category adds up to the dashboard's monthly total, in English and Spanish", async ({ page }) => {
    await signInWithCookies(page, user.email, user.password);
    // 300 + 1,200 ÷ 12 + 90: the cancelled gym and the one-time purchase are not billed monthly.
    await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText(whole("en", 490));
    await page.getByRole("banner").getByRole("link", { name: "Insights" }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page).toHaveTitle(/^Insights/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    // The currency is named once, by the line of rates under the description.
    const intro = page.getByRole("heading", { level: 1, name: "Insights" }).locator("xpath=..");
    await expect(intro).toContainText("Totals in TWD.");
    expect((await intro.textContent())?.match(/TWD/g)).toHaveLength(1);

    const categories = section(page, "By category");
    expect(await rows(categories.getByRole("table"))).toEqual([
      ["Video", whole("en", 300), "61%"],
      ["Music", whole("en", 100), "21%"],
      ["Uncategorized", whole("en", 90), "18%"],
    ]);
    await expect(categories.getByRole("table").locator("tfoot")).toContainText(whole("en", 490));
    await expect(categories.getByRole("img")).toHaveAccessibleName("Share of the monthly total by category: Video 61%, Music 21%, Uncategorized 18%");
    await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText(whole("en", 490));

    await page.goto("/insights?lang=es");
    const categorias = section(page, "Por categoría");
    expect((await rows(categorias.getByRole("table"))).map((cells) => cells[1])).toEqual([whole("es", 300), whole("es", 100), whole("es", 90)]);
    await expect(categorias.getByRole("table").locator("tfoot")).toContainText(whole("es", 490));
    // Spanish month names are lowercase, so no sentence opens with one.
    await expect(section(page, "Los próximos 12 meses")).toContainText(`. En ${monthName("es", current)} solo se incluyen los cobros desde hoy.`);
    await expect(section(page, "Historial")).toContainText(`. En ${monthName("es", current)} solo se incluyen los cobros hasta ayer.`);
    await page.getByRole("banner").getByRole("link", { name: "Panel" }).click();
    await expect(page.getByRole("listitem", { name: "Total mensual" })).toContainText(whole("es", 490));
  });

  test("the next 12 months, the history and the savings match the hand-worked charges", async ({ page }) => {
    await signInWithCookies(page, user.email, user.password, "/insights");

    // Due: Video Max on the 10th (NT$330 from month 3), Cloud Drive on the 20th, this month only from
    // today on; Music Plus renews in 165 days; Lifetime Pro is bought in 40 days.
    const expected = Array.from({ length: 12 }, (_, i) => {
      const month = addMonths(current, i);
      let due = 0;
      if (i > 0 || dayOfMonth <= 10) due += i >= 3 ? 330 : 300;
      if (i > 0 || dayOfMonth <= 20) due += 90;
      if (month === monthOf(utcDay(165))) due += 1200;
      if (month === monthOf(utcDay(40))) due += 2000;
      return [monthName("en", month), whole("en", due)];
    });
    const upcoming = section(page, "The next 12 months");
    expect((await rows(upcoming.getByRole("table"))).map(([month, , due]) => [month, due])).toEqual(expected);
    const total = expected.reduce((sum, [, due]) => sum + Number(due.replace(/\D/g, "")), 0);
    await expect(upcoming.getByRole("table").locator("tfoot")).toContainText(whole("en", total));
    await expect(page.getByRole("listitem", { name: "Next 12 months" })).toContainText(whole("en", total));

    // Spent, up to yesterday: Video Max and Cloud Drive from two months ago, Music Plus 200 days
    // ago, and the gym's two charges before its cancellation.
    const charges: [string, number][] = [
      [on(addMonths(current, -2), 10), 300],
      [on(addMonths(current, -1), 10), 300],
      [on(current, 10), 300],
      [on(addMonths(current, -2), 20), 90],
      [on(addMonths(current, -1), 20), 90],
      [on(current, 20), 90],
      [utcDay(-200), 1200],
      [utcDay(-95), 500],
      [utcDay(-65), 500],
    ];
    const spent = new Map<string, number>();
    for (const [date, amount] of charges) if (date < today) spent.set(monthOf(date), (spent.get(monthOf(date)) ?? 0) + amount);
    const months: string[] = [];
    for (let month = monthOf(utcDay(-200)); month <= current; month = addMonths(month, 1)) months.push(month);
    const history = section(page, "History");
    expect((await rows(history.getByRole("table").first())).map(([month, , amount]) => [month, amount])).toEqual(
      // Nothing is recorded: every month with a charge is an estimate, marked ≈.
      months.map((month) => [monthName("en", month), `${spent.has(month) ? "≈" : ""}${whole("en", spent.get(month) ?? 0)}`]),
    );
    const chart = history.getByRole("img", { name: /^Amount spent each month:/ });
    await expect(chart).toHaveAccessibleName(new RegExp(`^Amount spent each month: ${monthName("en", months[0])}`));

    // The gym would have charged twice since it was cancelled: NT$1,000.
    const savings = section(page, "Savings");
    await expect(savings).toContainText("had it kept renewing on its schedule at its last price");
    expect(await rows(savings.getByRole("table"))).toEqual([["Gym", utcDay(-40).replaceAll("-", "/"), "2", exact("en", 1000)]]);
    await expect(page.getByRole("listitem", { name: "Saved by cancelling" })).toContainText(whole("en", 1000));

    // The recorded price change, still to come.
    const prices = history.getByRole("table", { name: "Price history" });
    await expect(prices.getByRole("row", { name: /Video Max/ })).toContainText(
      `${exact("en", 300)} → ${exact("en", 330)}`,
    );
    await expect(prices.getByRole("row", { name: /Video Max/ })).toContainText("Upcoming");
  });

  test("a month's calendar and charges, by keyboard", async ({ page }) => {
    await signInWithCookies(page, user.email, user.password, "/insights");
    const next = addMonths(current, 1);
    await section(page, "The next 12 months").getByRole("link", { name: `${monthName("en", next)}: show its charges` }).click();
    await expect(page).toHaveURL(new RegExp(`month=${next}#calendar$`));
    const calendar = section(page, "Calendar");
    await expect(calendar.getByRole("heading", { name: monthName("en", next), exact: true })).toBeVisible();
    await expect(calendar.getByRole("heading", { name: `Charges in ${monthName("en", next)}` })).toBeVisible();

    const hint = "Arrow keys move between days, Page Up and Page Down change the month, Enter shows the day's charges.";
    await expect(calendar.getByText(hint)).toBeVisible();
    await expect(calendar.getByRole("table", { name: monthName("en", next), exact: true })).toHaveAccessibleDescription(hint);

    // One day is in the tab order: the first with charges, the 10th.
    const tenth = calendar.locator(`[data-day="${on(next, 10)}"]`);
    await expect(tenth).toHaveAttribute("tabindex", "0");
    await expect(tenth).toHaveAccessibleName(/: 1 charge, NT\$300$/);
    await tenth.focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-day"));
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe(on(next, 11));
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe(on(next, 18));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe(on(next, 20));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#day-${on(next, 20)}$`));
    const day = page.locator(`#day-${on(next, 20)}`);
    await expect(day).toContainText("Cloud Drive");
    await expect(day).toContainText(exact("en", 90));

    // Page Down and Page Up follow the month links and keep the focus in the grid, on its first
    // day with charges.
    const firstWithCharges = () => calendar.locator("a[data-day]").first().getAttribute("data-day");
    await calendar.locator(`[data-day="${on(next, 20)}"]`).focus();
    await page.keyboard.press("PageDown");
    await expect(calendar.getByRole("heading", { name: monthName("en", addMonths(current, 2)), exact: true })).toBeVisible();
    await expect.poll(focused).toBe(await firstWithCharges());
    expect(await focused()).toMatch(new RegExp(`^${addMonths(current, 2)}-`));
    await page.keyboard.press("PageUp");
    await expect(calendar.getByRole("heading", { name: monthName("en", next), exact: true })).toBeVisible();
    await expect.poll(focused).toBe(on(next, 10));

    // A month of the history or the next twelve only: anything else shows this month, after last month.
    await page.goto("/insights?month=1999-01");
    await expect(calendar.getByRole("heading", { name: monthName("en", current), exact: true })).toBeVisible();
    await expect(calendar.getByRole("link", { name: `Previous month: ${monthName("en", addMonths(current, -1))}` })).toBeVisible();
  });

  test("on a touch screen the calendar's keyboard hint is left to screen readers", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...devices["Pixel 7"], baseURL, timezoneId: "UTC" });
    const page = await context.newPage();
    await signInWithCookies(page, user.email, user.password, "/insights");
    const calendar = section(page, "Calendar");
    await expect(calendar.getByRole("table", { name: monthName("en", current), exact: true })).toHaveAccessibleDescription(/^Arrow keys move between days/);
    await expect(calendar.getByText(/^Arrow keys move between days/)).toBeHidden();
    await context.close();
  });

  test("the edit dialog shows the price history (Chinese)", async ({ page }) => {
    await signInWithCookies(page, user.email, user.password);
    // A click before React owns the card's button would open nothing.
    await openDashboard(page, "zh-TW");
    await page.getByRole("button", { name: "編輯「Video Max」" }).click();
    const history = page.getByRole("dialog").getByRole("region", { name: "價格紀錄" });
    await expect(history).toContainText(`${on(addMonths(current, -2), 10).replaceAll("-", "/")}起始價格 ${exact("zh-TW", 300)}`);
    await expect(history).toContainText(
      `${on(addMonths(current, 3), 1).replaceAll("-", "/")}${exact("zh-TW", 300)} → ${exact("zh-TW", 330)}即將生效`,
    );
  });
});

test.describe("the savings table on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // A long name and large amounts, one of them in another currency: the widest rows the table holds.
  let user: SeededUser;
  test.beforeAll(async () => {
    user = await seedDashboardUser("insights-phone", {
      subscriptions: [
        { name: "Adobe Creative Cloud All Apps", price: 89.99, currency: "USD", startDate: utcDay(-900), endDate: utcDay(-870), cycle: "custom:months:1", autoRenew: true, status: "cancelled", cancelledOn: utcDay(-860) },
        { name: "Netflix Premium", price: 390, currency: "TWD", startDate: utcDay(-1200), endDate: utcDay(-1170), cycle: "custom:months:1", autoRenew: true, status: "cancelled", cancelledOn: utcDay(-1100) },
      ],
    });
  });

  test("every header, amount and the total is whole and in view, in three languages", async ({ page }) => {
    await signInWithCookies(page, user.email, user.password);
    for (const [lang, title] of [["en", "Savings"], ["es", "Ahorro"], ["zh-TW", "省下的錢"]]) {
      await page.goto(`/insights?lang=${lang}`);
      const scroller = section(page, title).getByRole("group", { name: title });
      await expect(scroller.locator("tfoot td")).toBeVisible();
      const cut = await scroller.evaluate((box) => {
        const bounds = box.getBoundingClientRect();
        const cells = [...box.querySelectorAll<HTMLElement>("th, td")].filter((cell) => {
          const { left, right } = cell.getBoundingClientRect();
          return cell.scrollWidth > cell.clientWidth || left < bounds.left || right > bounds.right || right > window.innerWidth;
        });
        return [...(box.scrollWidth > box.clientWidth ? ["the table scrolls"] : []), ...cells.map((cell) => cell.textContent)];
      });
      expect(cut, lang).toEqual([]);
    }
  });
});

test.describe("history at the exchange rates of its days (Chinese)", () => {
  test.describe.configure({ mode: "serial" });
  let server: AppServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // Today's rates are served as 30 TWD per US dollar, dated 2026-11-21.
    server = await startFaultyApp("rates-fixed");
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("each charge uses its day's cached rate, or today's, and the page says how many fell back", async ({ browser }) => {
    // US$10 on the 5th of each month from three months ago. The cache has a rate for the first
    // charge's day only: the second, under 31 days later, uses it too; later ones use today's.
    const first = on(addMonths(current, -3), 5);
    const user = await seedDashboardUser("insights-rates", {
      subscriptions: [
        { name: "Cloud USD", price: 10, currency: "USD", startDate: first, endDate: on(addMonths(current, -2), 5), cycle: "custom:months:1", autoRenew: true },
      ],
    });
    const rate = { base: "USD", target: "TWD", rate: 32, rate_date: first, source: "test" };
    const { error } = await adminClient().from("exchange_rates").upsert(rate, { onConflict: "base,target,rate_date", ignoreDuplicates: true });
    if (error) throw error;

    const context = await browser.newContext({ baseURL: server.url, timezoneId: "UTC", locale: "en-US" });
    await context.addCookies([{ name: "tz", value: "UTC", url: server.url }]);
    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await page.goto("/?lang=zh-TW");
    await expect(page.getByRole("listitem", { name: "每月總花費" })).toContainText(whole("zh-TW", 300));

    await page.goto("/insights");
    await expect(page.getByText("使用今天的匯率（open.er-api.com，2026-11-21）： 1 USD = 30 TWD")).toBeVisible();
    await expect(section(page, "依分類").getByRole("table").locator("tfoot")).toContainText(whole("zh-TW", 300));

    const thisMonth = dayOfMonth > 5;
    const history = section(page, "歷史紀錄");
    // An amount at today's rate is marked "*" (with a spoken note) before the figure.
    const figure = (cell: string) => cell.slice(cell.search(/(NT)?\$[\d]/));
    expect((await rows(history.getByRole("table").first())).map(([month, , amount]) => [month, figure(amount)])).toEqual([
      [monthName("zh-TW", addMonths(current, -3)), whole("zh-TW", 320)],
      [monthName("zh-TW", addMonths(current, -2)), whole("zh-TW", 320)],
      [monthName("zh-TW", addMonths(current, -1)), whole("zh-TW", 300)],
      [monthName("zh-TW", current), whole("zh-TW", thisMonth ? 300 : 0)],
    ]);
    const fallbacks = thisMonth ? 2 : 1;
    await expect(history).toContainText(`其他幣別的 ${thisMonth ? 4 : 3} 筆金額中，有 ${fallbacks} 筆使用今天的匯率`);
    await context.close();
  });
});
