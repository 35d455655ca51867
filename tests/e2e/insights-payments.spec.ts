import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInWithCookies } from "./support/auth";
import { adminClient } from "./support/backend";
import { seedDashboardUser, utcDay, type SeededUser } from "./support/dashboard-data";

test.use({ timezoneId: "UTC" });

const ntd = (text: string) => text.replace(/^\$/, "NT$");
const whole = (locale: string, amount: number) =>
  ntd(new Intl.NumberFormat(locale, { style: "currency", currency: "TWD", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount));
const exact = (locale: string, amount: number) => ntd(new Intl.NumberFormat(locale, { style: "currency", currency: "TWD" }).format(amount));
const monthName = (locale: string, month: string) =>
  new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
const monthOf = (date: string) => date.slice(0, 7);
function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

async function rows(table: Locator): Promise<string[][]> {
  await table.locator("tbody tr").first().waitFor();
  return table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? "")));
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

// Netflix: NT$390 every 30 days, auto-renewing, charged 65, 35 and 5 days ago. Recorded: paid 65 days
// ago, and NT$420 35 days ago; nothing for 5 days ago (assumed paid).
// Gym: NT$500 every 30 days, renewed by hand, charged 50 and 20 days ago: skipped, then nothing (overdue).
const charges = [
  { day: -65, amount: 390, estimate: false },
  { day: -50, amount: 0, estimate: false },
  { day: -35, amount: 420, estimate: false },
  { day: -20, amount: 500, estimate: true },
  { day: -5, amount: 390, estimate: true },
];

let user: SeededUser;
test.beforeAll(async () => {
  user = await seedDashboardUser("insights-payments", {
    subscriptions: [
      { name: "Netflix", price: 390, currency: "TWD", startDate: utcDay(-65), endDate: utcDay(-35), cycle: "custom:days:30", autoRenew: true },
      { name: "Gym", price: 500, currency: "TWD", startDate: utcDay(-50), endDate: utcDay(130), cycle: "custom:days:30", autoRenew: false },
    ],
  });
  const paid = (name: string, day: number, amount: number) => ({
    user_id: user.id, subscription_id: user.subscriptionIds.get(name), due_on: utcDay(day), paid_on: utcDay(day), state: "paid", amount, currency: "TWD",
  });
  const { error } = await adminClient()
    .from("subscription_payments")
    .insert([
      paid("Netflix", -65, 390),
      paid("Netflix", -35, 420),
      { user_id: user.id, subscription_id: user.subscriptionIds.get("Gym"), due_on: utcDay(-50), state: "skipped" },
    ]);
  if (error) throw error;
});

const HISTORY: Record<string, { title: string; estimates: string }> = {
  en: { title: "History", estimates: "Months marked ≈ are estimates" },
  "zh-TW": { title: "歷史紀錄", estimates: "標示 ≈ 的月份全部或部分為估計值" },
  es: { title: "Historial", estimates: "Los meses marcados con ≈ son estimaciones" },
};

for (const locale of ["en", "zh-TW", "es"] as const) {
  test(`the history counts what was really paid and marks the estimated months (${locale})`, async ({ page }) => {
    await signInWithCookies(page, user.email, user.password, `/insights?lang=${locale}`);
    const history = section(page, HISTORY[locale].title);
    await expect(history).toContainText(HISTORY[locale].estimates);

    const spent = new Map<string, { total: number; estimate: boolean }>();
    for (const charge of charges) {
      const month = monthOf(utcDay(charge.day));
      const sum = spent.get(month) ?? { total: 0, estimate: false };
      spent.set(month, { total: sum.total + charge.amount, estimate: sum.estimate || charge.estimate });
    }
    const months: string[] = [];
    for (let month = monthOf(utcDay(-65)); month <= monthOf(utcDay(0)); month = nextMonth(month)) months.push(month);
    expect((await rows(history.getByRole("table").first())).map(([month, , amount]) => [month, amount])).toEqual(
      months.map((month) => {
        const { total, estimate } = spent.get(month) ?? { total: 0, estimate: false };
        return [monthName(locale, month), `${estimate ? "≈" : ""}${whole(locale, total)}`];
      }),
    );
    // The NT$420 paid, not the listed NT$390.
    expect(spent.get(monthOf(utcDay(-35)))?.total).toBeGreaterThanOrEqual(420);
  });
}

test("the calendar marks past charges: paid, paid another amount, assumed paid, skipped, overdue", async ({ page }) => {
  await signInWithCookies(page, user.email, user.password);
  const expectations = [
    { day: -65, name: "Netflix", badge: "Paid", cell: /, all paid$/ },
    { day: -50, name: "Gym", badge: "Skipped", cell: null },
    { day: -35, name: "Netflix", badge: `Paid ${exact("en", 420)}`, cell: /, some assumed paid or paid a different amount$/ },
    { day: -20, name: "Gym", badge: "Overdue", cell: /, needs attention$/ },
    { day: -5, name: "Netflix", badge: "Assumed paid", cell: /, some assumed paid or paid a different amount$/ },
  ];
  for (const { day, name, badge, cell } of expectations) {
    const date = utcDay(day);
    await page.goto(`/insights?month=${monthOf(date)}#calendar`);
    const calendar = section(page, "Calendar");
    await expect(calendar.getByRole("heading", { name: monthName("en", monthOf(date)), exact: true })).toBeVisible();
    const row = page.locator(`#day-${date}`).getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText(badge);
    if (cell) await expect(calendar.locator(`[data-day="${date}"]`)).toHaveAccessibleName(cell);
  }
  // What a charge that was skipped cost: nothing.
  await page.goto(`/insights?month=${monthOf(utcDay(-50))}#calendar`);
  await expect(page.locator(`#day-${utcDay(-50)}`).getByRole("row", { name: /Gym/ })).toContainText(exact("en", 0));
});
