import { expect, test, type Page } from "@playwright/test";
import { SUPABASE_URL, adminClient } from "./support/backend";
import { mailsTo, reminderSettingsOf, runReminders, setReminderSettings, type ReminderMail } from "./support/reminders";
import { openDashboard, seedSubscription, signInNewUser } from "./support/subscriptions";

// Dispatches at chosen instants in 2027, as in reminders.spec.ts. Taipei is UTC+8: 09:00 there is
// 01:00 UTC, the default send hour.
const NETFLIX = {
  name: "Netflix",
  brand: "Netflix",
  price: 330,
  currency: "TWD",
  start_date: "2027-01-20",
  end_date: "2027-02-20",
  cycle: "custom:months:1",
  auto_renew: true,
};

/** The address of one of the email's buttons, read in the local mailbox as a person would see it. */
async function linkInMail(page: Page, mail: ReminderMail, name: string): Promise<string> {
  await page.goto(`${SUPABASE_URL}/mailbox/messages/${mail.id}`);
  const link = page.frameLocator('iframe[title="Message as HTML"]').getByRole("link", { name, exact: true });
  const href = await link.getAttribute("href");
  if (!href) throw new Error(`no "${name}" link in the email`);
  return href;
}

async function paymentsOf(userId: string) {
  const { data, error } = await adminClient().from("subscription_payments").select("due_on, state, paid_on, amount, source").eq("user_id", userId);
  if (error) throw error;
  return data;
}

test.describe("answering a reminder", () => {
  test.use({ timezoneId: "Asia/Taipei" });
  test.describe.configure({ mode: "serial" });

  test("Paid from the digest records the charge, and the next digest says nothing more about it", async ({ page }) => {
    const user = await signInNewUser(page, "answer-paid", { seed: (id) => seedSubscription(id, NETFLIX) });
    await expect.poll(async () => (await reminderSettingsOf(user.id)).time_zone).toBe("Asia/Taipei");

    await runReminders("2027-02-06T01:00:00Z");
    const [first] = await mailsTo(user.email);
    expect(first.subject).toBe("Netflix renews in 14 days");
    const paid = await linkInMail(page, first, "Paid NT$330.00");
    const skipped = await linkInMail(page, first, "Skipped");

    await page.goto(paid);
    await expect(page.getByRole("heading", { name: "Mark as paid" })).toBeVisible();
    expect(await paymentsOf(user.id)).toEqual([]);
    await page.getByRole("button", { name: "Mark paid" }).click();
    await expect(page.getByRole("heading", { name: "Marked as paid" })).toBeVisible();
    expect(await paymentsOf(user.id)).toEqual([{ due_on: "2027-02-20", state: "paid", paid_on: "2027-02-20", amount: 330, source: "reminder" }]);

    // The same charge cannot be answered again from another button.
    await page.goto(skipped);
    await expect(page.getByRole("heading", { name: "Already answered" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark skipped" })).toHaveCount(0);

    // Nor does the edit dialog list them as next (the list is read at today's real date).
    await openDashboard(page);
    await page.getByRole("button", { name: "Edit Netflix" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit subscription" });
    const next = dialog.getByRole("list", { name: "Scheduled next" });
    await expect(next.or(dialog.getByText("Nothing scheduled."))).toBeVisible();
    await expect(next.getByRole("listitem").filter({ hasText: "Feb 20, 2027" })).toHaveCount(0);

    // The three-day and same-day reminders of that charge never come; the next charge's do.
    await runReminders("2027-02-17T01:00:00Z");
    await runReminders("2027-02-20T01:00:00Z");
    expect(await mailsTo(user.email)).toHaveLength(1);
    await runReminders("2027-03-17T01:00:00Z");
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toEqual(["Netflix renews in 3 days", "Netflix renews in 14 days"]);
  });

  test("a different amount, asked on the page in Traditional Chinese, checked, then recorded", async ({ page }) => {
    const user = await signInNewUser(page, "answer-zh", { seed: (id) => seedSubscription(id, NETFLIX) });
    await expect.poll(async () => (await reminderSettingsOf(user.id)).time_zone).toBe("Asia/Taipei");
    await setReminderSettings(user.id, { locale: "zh-TW", locale_auto: false });

    await runReminders("2027-02-17T01:00:00Z");
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe("Netflix：3 天後續訂");
    await page.goto(await linkInMail(page, mail, "付了不同金額"));
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-TW");
    await expect(page.getByRole("heading", { name: "付了不同金額" })).toBeVisible();
    const amount = page.getByLabel("實付金額（TWD）");
    await amount.fill("352.125");
    await page.getByRole("button", { name: "記錄付款" }).click();
    await expect(page.getByText("請輸入 0 以上的金額，最多 2 位小數。")).toBeVisible();
    await expect(page.getByLabel("實付金額（TWD）")).toHaveAttribute("aria-invalid", "true");
    expect(await paymentsOf(user.id)).toEqual([]);

    await page.getByLabel("實付金額（TWD）").fill("352.5");
    await page.getByRole("button", { name: "記錄付款" }).click();
    await expect(page.getByRole("heading", { name: "已記錄付款" })).toBeVisible();
    expect(await paymentsOf(user.id)).toEqual([{ due_on: "2027-02-20", state: "paid", paid_on: "2027-02-20", amount: 352.5, source: "reminder" }]);

    await runReminders("2027-02-20T01:00:00Z");
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  test("an overdue manual renewal is reminded once, in Spanish, and Skipped answers it", async ({ page }) => {
    const user = await signInNewUser(page, "answer-es", {
      lang: "es",
      seed: (id) => seedSubscription(id, { ...NETFLIX, auto_renew: false, end_date: "2027-06-20" }),
    });
    await expect.poll(async () => (await reminderSettingsOf(user.id)).locale).toBe("es");
    await setReminderSettings(user.id, { time_zone: "Asia/Taipei", time_zone_auto: false, lead_days: [0] });

    await runReminders("2027-02-20T01:00:00Z");
    await runReminders("2027-02-24T01:00:00Z");
    const [overdue, onTheDay] = await mailsTo(user.email);
    expect(onTheDay.subject).toBe("Netflix se renueva hoy");
    expect(overdue.subject).toBe("¿Pagaste Netflix? Vencía el sáb, 20 feb 2027");
    await runReminders("2027-02-25T01:00:00Z");
    expect(await mailsTo(user.email)).toHaveLength(2);

    await page.goto(await linkInMail(page, overdue, "Omitido"));
    await expect(page.getByRole("heading", { name: "Marcar como omitido" })).toBeVisible();
    await page.getByRole("button", { name: "Marcar omitido" }).click();
    await expect(page.getByRole("heading", { name: "Marcado como omitido" })).toBeVisible();
    expect(await paymentsOf(user.id)).toEqual([{ due_on: "2027-02-20", state: "skipped", paid_on: null, amount: null, source: "reminder" }]);
  });
});
