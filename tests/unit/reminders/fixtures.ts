import type { ReminderSubscription, UserReminderData } from "@/lib/reminders/schedule/types";

let nextId = 100;

export function makeReminderSubscription(overrides: Partial<ReminderSubscription> = {}): ReminderSubscription {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Service ${id}`,
    price: 390,
    currency: "TWD",
    startDate: "2026-01-15",
    endDate: "2026-02-15",
    cycle: "custom:months:1",
    autoRenew: true,
    status: "active",
    trialEndsOn: null,
    pausedOn: null,
    cancelledOn: null,
    updatedAt: "2026-01-01T00:00:00.000+00:00",
    ...overrides,
  };
}

export function makeUserData(overrides: Partial<UserReminderData> = {}): UserReminderData {
  return {
    userId: "00000000-0000-4000-8000-000000000001",
    email: "ada@example.com",
    nickname: "Ada",
    preferences: { priceAlerts: true, sendHour: 9, timeZone: "Asia/Taipei", locale: "en", leadDays: [14, 3, 0] },
    subscriptions: [],
    priceChanges: [],
    pauses: [],
    overrides: [],
    deliveries: [],
    snoozes: [],
    ...overrides,
  };
}
