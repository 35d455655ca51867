import { describe, expect, it } from "vitest";
import { customStartFor } from "@/lib/subscriptions/cycle-form";
import {
  currentTermEnd,
  schedulePreview,
  emptySubscriptionValues,
  iconAfterPick,
  localToday,
  previewPrice,
  proposedEndDate,
  subscriptionToValues,
} from "@/lib/subscriptions/form-values";
import { createSubscriptionSchema, updateSubscriptionSchema } from "@/lib/subscriptions/schema";
import { priceReplacedOn } from "@/lib/subscriptions/price-change";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";

const subscription: Subscription = {
  id: 7,
  name: "Family plan",
  brand: "Netflix",
  price: 390,
  currency: "TWD",
  startDate: "2026-01-31",
  endDate: "2026-02-28",
  cycle: "custom:months:1",
  iconUrl: null,
  autoRenew: true,
  categoryId: 3,
  status: "active",
  trialEndsOn: null,
  pausedOn: null,
  cancelledOn: null,
  notes: null,
  websiteUrl: null,
  paymentMethod: null,
  variableAmount: false,
  amountMin: null,
  amountMax: null,
  createdAt: "2026-01-31T00:00:00Z",
  updatedAt: "2026-01-31T00:00:00Z",
};

describe("add form defaults", () => {
  it("start today, monthly, end a month later, the user's currency, no category, auto-renewing", () => {
    expect(emptySubscriptionValues("EUR", "2026-03-10")).toEqual({
      name: "",
      brand: "",
      price: "",
      currency: "EUR",
      startDate: "2026-03-10",
      endDate: "2026-04-10",
      cycle: "custom:months:1",
      iconUrl: "",
      autoRenew: true,
      categoryId: "none",
      status: "active",
      trialEndsOn: "",
      pausedOn: "",
      cancelledOn: "",
      notes: "",
      websiteUrl: "",
      paymentMethod: "",
      variableAmount: false,
      amountMin: "",
      amountMax: "",
    });
  });

  it("today is the browser's calendar day, not UTC's", () => {
    const zone = process.env.TZ;
    const now = new Date("2026-06-30T23:30:00Z");
    try {
      process.env.TZ = "Asia/Taipei";
      expect(localToday(now)).toBe("2026-07-01");
      process.env.TZ = "America/New_York";
      expect(localToday(now)).toBe("2026-06-30");
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("the empty form fails on the name and the price; the brand is optional", () => {
    const parsed = createSubscriptionSchema.safeParse(emptySubscriptionValues("TWD", "2026-03-10"));
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((issue) => issue.path.join("."));
    expect(fields?.sort()).toEqual(["name", "price"]);
  });

  it("a past start with the defaults renews: the preview names the next charge, not an end", () => {
    const defaults = emptySubscriptionValues("TWD", "2026-01-15");
    const values = { startDate: defaults.startDate, endDate: defaults.endDate, cycle: defaults.cycle, autoRenew: defaults.autoRenew === true };
    expect(values).toEqual({ startDate: "2026-01-15", endDate: "2026-02-15", cycle: "custom:months:1", autoRenew: true });
    expect(schedulePreview(values, "2026-03-10")).toEqual({ kind: "next", date: "2026-03-15", days: 5 });
    expect(currentTermEnd(values, "2026-03-10")).toBe("2026-03-15");
    const stops = { ...values, autoRenew: false };
    expect(schedulePreview(stops, "2026-03-10")).toEqual({ kind: "ended", date: "2026-02-15", days: -23 });
    expect(schedulePreview({ ...stops, endDate: "2026-03-15" }, "2026-03-10")).toEqual({ kind: "ends", date: "2026-03-15", days: 5 });
    expect(schedulePreview({ ...stops, endDate: "2026-06-15" }, "2026-03-10")).toEqual({ kind: "next", date: "2026-03-15", days: 5 });
    expect(schedulePreview({ ...values, cycle: "once", endDate: "2026-01-15" }, "2026-03-10")).toEqual({ kind: "once", date: "2026-01-15", days: -54 });
    expect(schedulePreview({ ...values, startDate: "2026-13-01" }, "2026-03-10")).toBeNull();
  });
});

describe("edit form values", () => {
  it("shows the stored subscription as text inputs", () => {
    expect(subscriptionToValues(subscription)).toEqual({
      id: 7,
      name: "Family plan",
      brand: "Netflix",
      price: "390",
      currency: "TWD",
      startDate: "2026-01-31",
      endDate: "2026-02-28",
      cycle: "custom:months:1",
      iconUrl: "",
      autoRenew: true,
      categoryId: "3",
      status: "active",
      trialEndsOn: "",
      pausedOn: "",
      cancelledOn: "",
      notes: "",
      websiteUrl: "",
      paymentMethod: "",
      variableAmount: false,
      amountMin: "",
      amountMax: "",
    });
  });

  it("round-trips through the update schema, with and without a price change", () => {
    const values = subscriptionToValues(subscription);
    expect(updateSubscriptionSchema.parse(values)).toMatchObject({ id: 7, price: 390, categoryId: 3, iconUrl: null });
    const withChange = { ...values, priceChange: { newPrice: "450", effectiveDate: "2026-05-01" } };
    expect(updateSubscriptionSchema.parse(withChange).priceChange).toEqual({ newPrice: 450, effectiveDate: "2026-05-01" });
  });
});

describe("end date proposal", () => {
  it("follows the start date and the cycle, clamping month ends", () => {
    expect(proposedEndDate("2026-01-31", "custom:months:1")).toBe("2026-02-28");
    expect(proposedEndDate("2026-01-01", "30days")).toBe("2026-01-31");
    expect(proposedEndDate("2026-01-01", "6months")).toBe("2026-07-01");
    expect(proposedEndDate("2024-02-29", "1year")).toBe("2025-02-28");
    expect(proposedEndDate("2026-01-01", "custom:days:7")).toBe("2026-01-08");
    expect(proposedEndDate("2026-01-01", "custom:years:2")).toBe("2028-01-01");
  });

  it("proposes nothing while the start date or cycle is incomplete", () => {
    expect(proposedEndDate("", "30days")).toBeNull();
    expect(proposedEndDate("2026-02-30", "30days")).toBeNull();
    expect(proposedEndDate("2026-01-01", "custom:days:0")).toBeNull();
  });
});

describe("custom cycle inputs", () => {
  it("start from the preset's own length, or the custom cycle's pair", () => {
    expect(customStartFor("30days")).toEqual({ unit: "days", amount: 30 });
    expect(customStartFor("6months")).toEqual({ unit: "months", amount: 6 });
    expect(customStartFor("1year")).toEqual({ unit: "years", amount: 1 });
    expect(customStartFor("custom:days:14")).toEqual({ unit: "days", amount: 14 });
  });
});

describe("picking a brand suggestion", () => {
  it("fills the icon when the field is empty or holds a previous suggestion's icon", () => {
    expect(iconAfterPick("", false, "/brand-icons/netflix.svg")).toBe("/brand-icons/netflix.svg");
    expect(iconAfterPick("/brand-icons/hulu.svg", false, "/brand-icons/netflix.svg")).toBe("/brand-icons/netflix.svg");
  });

  it("keeps an icon URL the user typed", () => {
    expect(iconAfterPick("https://my.example/icon.png", true, "/brand-icons/netflix.svg")).toBe(
      "https://my.example/icon.png",
    );
  });

  it("a suggestion without an icon clears a suggested one", () => {
    expect(iconAfterPick("/brand-icons/hulu.svg", false, null)).toBe("");
  });
});

describe("price change preview", () => {
  const change = (id: number, effectiveDate: string, newPrice: number): PriceChange => ({
    id,
    subscriptionId: 7,
    oldPrice: 0,
    newPrice,
    effectiveDate,
    createdAt: `2026-01-0${id}T00:00:00Z`,
  });

  it("reads the new price only when it is a plain number", () => {
    expect(previewPrice(" 12.5 ")).toBe(12.5);
    expect(previewPrice("")).toBeNull();
    expect(previewPrice("12,5")).toBeNull();
    expect(previewPrice("-3")).toBeNull();
  });

  it("the old price is the one charged the day before the change takes effect", () => {
    const changes = [change(1, "2026-03-01", 420), change(2, "2026-06-01", 450)];
    expect(priceReplacedOn(subscription, changes, "2026-02-15")).toBe(390);
    expect(priceReplacedOn(subscription, changes, "2026-03-01")).toBe(390);
    expect(priceReplacedOn(subscription, changes, "2026-03-02")).toBe(420);
    expect(priceReplacedOn(subscription, changes, "2026-07-01")).toBe(450);
  });
});
