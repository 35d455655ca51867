import { makeCategory, makePriceChange, makeSubscription } from "../subscriptions/fixtures";
import type { TransferData } from "@/lib/import-export/export/data";
import { makePayment } from "../payments/fixtures";

/** One user's data with every kind of value an export must carry. */
export function sampleData(): TransferData {
  const video = makeCategory({ id: 11, name: "影音", color: "#FF5733", description: "串流平台" });
  const work = makeCategory({ id: 12, name: "Work", color: "#3498DB" });
  const unused = makeCategory({ id: 13, name: "Empty shelf", color: "#2ECC71", description: null });
  const subscriptions = [
    makeSubscription({
      id: 101, name: "Netflix", brand: "Netflix", price: 390, currency: "TWD", cycle: "custom:months:1",
      startDate: "2026-04-15", endDate: "2026-05-15", autoRenew: true, categoryId: 11,
      iconUrl: "/brand-icons/netflix.svg", websiteUrl: "https://www.netflix.com/tw/", paymentMethod: "Visa 4242",
      notes: "家庭方案, shared with \"Ana\"\nand Luis",
    }),
    makeSubscription({
      id: 102, name: "=HYPERLINK(\"http://evil.example\")", brand: "Evil", price: 10.99, currency: "USD", cycle: "1year",
      startDate: "2024-01-31", endDate: "2025-01-31", autoRenew: true, categoryId: 12,
    }),
    makeSubscription({ id: 103, name: "Lifetime app", brand: "App", price: 1234567.8, currency: "EUR", cycle: "once", startDate: "2026-02-01", endDate: "2026-02-01" }),
    makeSubscription({
      id: 104, name: "Paused gym", brand: "Gym", price: 1200, currency: "JPY", cycle: "custom:days:7",
      startDate: "2026-01-01", endDate: "2026-01-08", autoRenew: true, status: "paused", pausedOn: "2026-04-01",
      variableAmount: true, amountMin: 1000, amountMax: 1500,
    }),
    makeSubscription({
      id: 105, name: "Old magazine", brand: "Magazine", price: 5, currency: "GBP", cycle: "6months",
      startDate: "2025-01-01", endDate: "2025-07-01", autoRenew: false,
    }),
    makeSubscription({
      id: 106, name: "Trial tool", brand: "Tool", price: 9999999999.99, currency: "CNY", cycle: "30days",
      startDate: "2026-05-01", endDate: "2026-05-31", autoRenew: true, status: "trial", trialEndsOn: "2026-05-15",
    }),
    makeSubscription({
      id: 107, name: "Cancelled news", brand: "News", price: 0.5, currency: "USD", cycle: "custom:years:2",
      startDate: "2025-06-01", endDate: "2027-06-01", autoRenew: true, status: "cancelled", cancelledOn: "2026-06-01",
    }),
  ];
  return {
    subscriptions,
    categories: [video, work, unused],
    priceChanges: [
      makePriceChange({ subscriptionId: 101, oldPrice: 390, newPrice: 420, effectiveDate: "2026-08-01", createdAt: "2026-05-02T00:00:00Z" }),
      makePriceChange({ subscriptionId: 101, oldPrice: 330, newPrice: 390, effectiveDate: "2026-01-01", createdAt: "2025-12-01T00:00:00Z" }),
      makePriceChange({ subscriptionId: 102, oldPrice: 9.99, newPrice: 10.99, effectiveDate: "2025-01-31", createdAt: "2025-01-01T00:00:00Z" }),
    ],
    pauses: [
      { id: 1, subscriptionId: 104, pausedOn: "2026-02-01", resumedOn: "2026-02-15" },
      { id: 2, subscriptionId: 101, pausedOn: "2025-12-01", resumedOn: "2025-12-20" },
    ],
    reminders: [
      { subscriptionId: 101, enabled: true, leadDays: [7, 1], remindToCancel: true },
      { subscriptionId: 105, enabled: false, leadDays: null, remindToCancel: false },
    ],
    payments: [
      makePayment({ id: 3, subscriptionId: 101, dueOn: "2026-05-15", state: "refunded", paidOn: "2026-05-15", amount: 390, currency: "TWD", note: "Charged twice, \"refunded\"\nby support" }),
      makePayment({
        id: 1, subscriptionId: 101, dueOn: "2026-04-15", paidOn: "2026-04-17", amount: 390, currency: "TWD",
        rateToBase: 0.031234567891, baseCurrency: "USD", rateDate: "2026-04-17",
      }),
      makePayment({ id: 2, subscriptionId: 104, dueOn: "2026-01-08", state: "skipped", paidOn: null, amount: null, currency: null }),
      makePayment({ id: 4, subscriptionId: 104, dueOn: "2026-01-01", amount: 1234, currency: "JPY", paidOn: "2026-01-01" }),
    ],
  };
}
