import type { FeedData, FeedSubscription } from "@/lib/ical-feed/feed-data";

let nextId = 100;

export function feedSubscription(overrides: Partial<FeedSubscription> = {}): FeedSubscription {
  return {
    id: nextId++,
    name: "Netflix",
    price: 390,
    currency: "TWD",
    startDate: "2026-01-31",
    endDate: "2026-02-28",
    cycle: "custom:months:1",
    autoRenew: true,
    status: "active",
    trialEndsOn: null,
    pausedOn: null,
    cancelledOn: null,
    ...overrides,
  };
}

export function feedData(overrides: Partial<FeedData> = {}): FeedData {
  return {
    locale: "en",
    timeZone: "UTC",
    sendHour: 9,
    leadDays: [14, 3, 0],
    subscriptions: [],
    priceChanges: [],
    pauses: [],
    reminders: [],
    payments: [],
    ...overrides,
  };
}
