import { expect, test } from "@playwright/test";
import { SUPABASE_URL, adminClient } from "./support/backend";
import { mailsTo, reminderLinks, reminderSettingsOf, runReminders, setReminderSettings } from "./support/reminders";
import { openDashboard, seedSubscription, signInNewUser } from "./support/subscriptions";

// Dispatches run at chosen instants in 2027 (the function takes "now" as a parameter), so these
// tests never wait for a clock. Taipei is UTC+8: 08:30 there is 00:30 UTC.
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

test.describe("reminders", () => {
  test.use({ timezoneId: "Asia/Taipei" });
  // A dispatch serves every user in the database: run one after another, so one test's dispatch at
  // a later instant never reaches another test's user before that test has run its own.
  test.describe.configure({ mode: "serial" });

  test("lead times set in settings, a price increase recorded, digests read in the mailbox, snooze and one-click unsubscribe", async ({ page, request }) => {
    const user = await signInNewUser(page, "reminders-flow", { seed: (id) => seedSubscription(id, NETFLIX) });
    // The browser's zone is saved while the choice is automatic.
    await expect.poll(async () => (await reminderSettingsOf(user.id)).time_zone).toBe("Asia/Taipei");

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section.getByLabel("Time zone")).toHaveValue("Automatic (Asia/Taipei)");
    const leadDays = section.getByLabel("Remind me this many days before");
    await expect(leadDays).toHaveValue("14, 3, 0");
    await leadDays.fill("400");
    await section.getByRole("button", { name: "Save notifications" }).click();
    await expect(section.getByText("Enter whole days from 0 to 365, separated by commas.")).toBeVisible();
    await expect(leadDays).toHaveAttribute("aria-invalid", "true");
    await leadDays.fill("1, 7");
    await section.getByLabel("Send at").selectOption("8");
    await section.getByRole("button", { name: "Save notifications" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Notification settings saved" })).toBeVisible();
    await expect(leadDays).toHaveValue("7, 1");
    expect(await reminderSettingsOf(user.id)).toMatchObject({ lead_days: [7, 1], send_hour: 8, time_zone: "Asia/Taipei", time_zone_auto: true, email_enabled: true });

    // A price increase from 1 March, recorded in the edit dialog.
    await openDashboard(page);
    await page.getByRole("button", { name: "Edit Netflix" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit subscription" });
    await expect(dialog.getByLabel("Reminders for this subscription")).toHaveValue("default");
    await expect(dialog.getByLabel("Reminders for this subscription").locator("option").first()).toHaveText("My defaults (7, 1 days before)");
    await dialog.getByRole("switch", { name: "Record a price change" }).click();
    await dialog.getByLabel("New price").fill("390");
    await dialog.getByLabel("Effective date").fill("2027-03-01");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Netflix updated")).toBeVisible();

    // Before 08:00 in Taipei nothing goes out; after it, the price alert does, once.
    await runReminders("2027-02-09T23:59:00Z");
    expect(await mailsTo(user.email)).toEqual([]);
    await runReminders("2027-02-10T00:30:00Z");
    await runReminders("2027-02-10T05:00:00Z");
    const [alert] = await mailsTo(user.email);
    expect(alert.subject).toBe("Netflix goes up in 19 days");
    expect(alert.text).toContain("From Mon, Mar 1, 2027: NT$390.00 instead of NT$330.00 (+18.2%)");
    expect(await mailsTo(user.email)).toHaveLength(1);

    // Seven days before the renewal: the reminder, read in the mailbox page like a person would.
    await runReminders("2027-02-13T00:30:00Z");
    const [renewal] = await mailsTo(user.email);
    expect(renewal.subject).toBe("Netflix renews in 7 days");
    await page.goto(`${SUPABASE_URL}/mailbox/messages/${renewal.id}`);
    await expect(page.getByText("Netflix renews in 7 days").first()).toBeVisible();

    // Its snooze link: looking changes nothing, the button snoozes.
    // Paid, paid a different amount and skipped come first.
    const [, , , snooze, , unsubscribe] = reminderLinks(renewal);
    await page.goto(snooze);
    await expect(page.getByRole("heading", { name: "Remind me later" })).toBeVisible();
    await page.goto(snooze);
    await page.getByRole("button", { name: "Remind me on Sun, Feb 14, 2027" }).click();
    await expect(page.getByRole("heading", { name: "Snoozed" })).toBeVisible();
    await expect(page.getByText("We will remind you about Netflix again on Sun, Feb 14, 2027.")).toBeVisible();

    await runReminders("2027-02-14T00:30:00Z");
    await runReminders("2027-02-14T03:30:00Z");
    expect((await mailsTo(user.email)).map((mail) => mail.subject)).toEqual([
      "Netflix renews in 6 days",
      "Netflix renews in 7 days",
      "Netflix goes up in 19 days",
    ]);

    // RFC 8058 one-click unsubscribe: a POST to the List-Unsubscribe address, no session.
    const [latest] = await mailsTo(user.email);
    const oneClick = /^<(.+)>$/.exec(latest.headers["List-Unsubscribe"])![1];
    expect((await request.get(oneClick, { maxRedirects: 0 })).status()).toBe(303);
    expect((await reminderSettingsOf(user.id)).email_enabled).toBe(true);
    const unsubscribed = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(unsubscribed.status()).toBe(200);
    expect((await reminderSettingsOf(user.id)).email_enabled).toBe(false);
    await runReminders("2027-02-19T00:30:00Z");
    expect(await mailsTo(user.email)).toHaveLength(3);

    // The older email's unsubscribe page says it is done already, and settings show it.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Unsubscribe from reminder emails" })).toBeVisible();
    await page.goto("/settings");
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("switch", { name: "Email reminders" })).not.toBeChecked();
    await expect(page.getByRole("region", { name: "Recent reminders" }).getByRole("listitem")).toHaveCount(3);
  });

  test("a subscription's own lead times and the schedule in its edit dialog; a test from settings", async ({ page }) => {
    const user = await signInNewUser(page, "reminders-dialog", { seed: (id) => seedSubscription(id, NETFLIX) });
    await page.getByRole("button", { name: "Edit Netflix" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit subscription" });
    const reminders = dialog.getByRole("region", { name: "Reminders" });
    await reminders.getByLabel("Reminders for this subscription").selectOption("custom");
    await reminders.getByLabel("Days before").fill("30, 2");
    await reminders.getByRole("switch", { name: "Remind me to cancel it" }).click();
    await expect(reminders.getByText("Scheduled next")).toBeVisible();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Netflix updated")).toBeVisible();
    const { data } = await adminClient().from("subscription_reminders").select("enabled, lead_days, remind_to_cancel").eq("user_id", user.id).single();
    expect(data).toEqual({ enabled: true, lead_days: [30, 2], remind_to_cancel: true });

    await page.getByRole("button", { name: "Edit Netflix" }).click();
    await expect(reminders.getByLabel("Days before")).toHaveValue("30, 2");
    // The next charge to decide on depends on today's date; its reminder uses the new lead times, or
    // goes out today when the 30 days have already passed, and then says how many days ahead it goes.
    const next = reminders.getByRole("listitem").first();
    await expect(next).toContainText(/ · cancel by .+ \((\d+ days? before|on the day)\)$/);
    const [sendOn, cancelBy, lead] = /^(.+) · cancel by (.+) \((\d+|on the day)/.exec((await next.textContent()) ?? "")!.slice(1);
    const daysAhead = Math.round((Date.parse(cancelBy) - Date.parse(sendOn)) / 86_400_000);
    expect(lead === "on the day" ? 0 : Number(lead)).toBe(daysAhead);
    expect(daysAhead).toBeLessThanOrEqual(30);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await runReminders("2027-01-21T01:00:00Z");
    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toBe("Netflix renews in 30 days unless you cancel");

    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Notifications" });
    await section.getByRole("button", { name: "Send me a test" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Test email sent" })).toBeVisible();
    await expect.poll(async () => (await mailsTo(user.email))[0]?.subject).toBe("Test: your subscription reminders");
    await section.getByRole("button", { name: "Send me a test" }).click();
    await expect(section.getByRole("alert").filter({ hasText: "A test was sent a moment ago" })).toBeVisible();
  });

  test("digests in Traditional Chinese and Spanish, and their link pages in the same language", async ({ page }) => {
    const chinese = await signInNewUser(page, "reminders-zh", { seed: (id) => seedSubscription(id, NETFLIX) });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Notifications" });
    await section.getByLabel("Reminder language").selectOption("zh-TW");
    await section.getByRole("button", { name: "Save notifications" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Notification settings saved" })).toBeVisible();
    await runReminders("2027-02-17T01:00:00Z");
    const [zh] = await mailsTo(chinese.email);
    expect(zh.subject).toBe("Netflix：3 天後續訂");
    const [, , , zhSnooze] = reminderLinks(zh);
    await page.goto(zhSnooze);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-TW");
    await expect(page.getByRole("heading", { name: "稍後再提醒我" })).toBeVisible();
    await page.getByRole("button", { name: /再提醒我$/ }).click();
    await expect(page.getByRole("heading", { name: "已延後提醒" })).toBeVisible();

    // Spanish: the app used in Spanish, the email language left on "same as the app".
    await page.context().clearCookies();
    const spanish = await signInNewUser(page, "reminders-es", { lang: "es", seed: (id) => seedSubscription(id, NETFLIX) });
    await expect.poll(async () => (await reminderSettingsOf(spanish.id)).locale).toBe("es");
    await runReminders("2027-02-17T01:00:00Z");
    const [es] = await mailsTo(spanish.email);
    expect(es.subject).toBe("Netflix se renueva dentro de 3 días");
    const unsubscribe = reminderLinks(es).at(-1)!;
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { name: "Darse de baja de los recordatorios" })).toBeVisible();
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await expect(page.getByRole("heading", { name: "Te has dado de baja" })).toBeVisible();
    expect((await reminderSettingsOf(spanish.id)).email_enabled).toBe(false);
    await setReminderSettings(spanish.id, { email_enabled: true });
    await runReminders("2027-02-17T06:00:00Z");
    expect(await mailsTo(spanish.email)).toHaveLength(1);
  });
});
