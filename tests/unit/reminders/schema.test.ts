import { describe, expect, it } from "vitest";
import { notificationSettingsSchema } from "@/lib/reminders/settings/schema";
import { subscriptionRemindersSchema } from "@/lib/subscriptions/reminders-schema";
import { updateSubscriptionSchema } from "@/lib/subscriptions/schema";

const settings = {
  emailEnabled: true,
  priceAlerts: "on",
  sendHour: "8",
  timeZone: "auto",
  browserTimeZone: "Asia/Taipei",
  locale: "auto",
  appLocale: "zh-TW",
  leadDays: "0, 14, 3",
};

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("notificationSettingsSchema", () => {
  it("reads what the form sends", () => {
    expect(notificationSettingsSchema.parse(settings)).toEqual({
      emailEnabled: true,
      priceAlerts: true,
      sendHour: 8,
      timeZone: "auto",
      browserTimeZone: "Asia/Taipei",
      locale: "auto",
      appLocale: "zh-TW",
      leadDays: [14, 3, 0],
    });
    expect(notificationSettingsSchema.parse({ ...settings, timeZone: "Pacific/Kiritimati", locale: "es" })).toMatchObject({ timeZone: "Pacific/Kiritimati", locale: "es" });
  });

  it("refuses what no form offers, field by field", () => {
    const bad = notificationSettingsSchema.safeParse({ ...settings, sendHour: "24", timeZone: "Mars/Olympus", locale: "fr", leadDays: "400" });
    expect(issues(bad)).toEqual([
      ["sendHour", "invalidSendHour"],
      ["timeZone", "invalidTimeZone"],
      ["locale", "invalidValue"],
      ["leadDays", "invalidLeadDays"],
    ]);
    expect(issues(notificationSettingsSchema.safeParse({ ...settings, leadDays: "1,2,3,4,5,6,7,8,9,10,11" }))).toEqual([["leadDays", "tooManyLeadDays"]]);
    expect(issues(notificationSettingsSchema.safeParse({ ...settings, leadDays: " " }))).toEqual([["leadDays", "invalidLeadDays"]]);
  });

  it("ignores a browser zone it cannot use rather than failing the whole form", () => {
    expect(notificationSettingsSchema.parse({ ...settings, browserTimeZone: "Nowhere/Land" }).browserTimeZone).toBeUndefined();
  });
});

describe("subscriptionRemindersSchema", () => {
  it("keeps lead days only when they are the subscription's own", () => {
    expect(subscriptionRemindersSchema.parse({ mode: "default", leadDays: "garbage", remindToCancel: false })).toEqual({ mode: "default", leadDays: null, remindToCancel: false });
    expect(subscriptionRemindersSchema.parse({ mode: "custom", leadDays: "7, 30", remindToCancel: "true" })).toEqual({ mode: "custom", leadDays: [30, 7], remindToCancel: true });
    expect(issues(subscriptionRemindersSchema.safeParse({ mode: "custom", leadDays: "soon", remindToCancel: false }))).toEqual([["leadDays", "invalidLeadDays"]]);
  });

  it("accepts its own parsed output, as the edit form sends it on", () => {
    const parsed = subscriptionRemindersSchema.parse({ mode: "custom", leadDays: "7, 30", remindToCancel: false });
    expect(subscriptionRemindersSchema.parse(parsed)).toEqual(parsed);
  });

  it("is optional in a subscription edit", () => {
    const edit = {
      id: 1, name: "Netflix", brand: "Netflix", price: "390", currency: "TWD", startDate: "2027-01-01", endDate: "2027-01-31",
      cycle: "30days", iconUrl: "", autoRenew: true, categoryId: "none",
    };
    expect(updateSubscriptionSchema.parse(edit).reminders).toBeUndefined();
    expect(updateSubscriptionSchema.parse({ ...edit, reminders: { mode: "off", leadDays: "", remindToCancel: false } }).reminders).toEqual({ mode: "off", leadDays: null, remindToCancel: false });
  });
});
