import { describe, expect, it } from "vitest";
import { detectRecurringCharges } from "@/lib/recurring-charges/detect";
import { isTransferOrRepayment } from "@/lib/recurring-charges/exclude";
import { matchMerchant } from "@/lib/recurring-charges/merchant-catalogue";
import { merchantKey } from "@/lib/recurring-charges/normalise";
import { charges, everyDays, monthlyDates, tx } from "./helpers";

const TODAY = "2026-09-30";
const detect = (transactions: Parameters<typeof detectRecurringCharges>[0]) => detectRecurringCharges(transactions, { today: TODAY }).charges;

describe("a counterparty that is only a rail prefix", () => {
  it.each([
    ["RECURRING PAYMENT AUTHORIZED ON 01/05 ADOBE *ADOBE 408-536-6000 CA", "RECURRING PAYMENT AUTHORIZED ON", "adobe"],
    ["RECURRING PAYMENT AUTHORIZED ON ADOBE *ADOBE 408-536-6000 CA", "RECURRING PAYMENT AUTHORIZED ON", "adobe"],
    ["RECURRING PAYMENT AUTHORIZED ON 02/11 NETFLIX.COM LOS GATOS CA", "RECURRING PAYMENT AUTHORIZED", "netflix"],
    ["PURCHASE AUTHORIZED ON 03/02 SPOTIFY USA 877-778-1161 NY", "PURCHASE AUTHORIZED ON", "spotify"],
  ])("%s is keyed by the merchant after the rail", (label, counterparty, slug) => {
    expect(matchMerchant(merchantKey(label, counterparty))?.slug).toBe(slug);
  });
});

describe("card bill repayments and own-account transfers", () => {
  it.each([
    ["CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224", null],
    ["Payment to Chase card ending in 1234", null],
    ["AMEX EPAYMENT ACH PMT W1234", null],
    ["CAPITAL ONE MOBILE PMT", null],
    ["DISCOVER E-PAYMENT 7788", null],
    ["ICS Creditcard", "International Card Services BV"],
    ["Kreditkartenabrechnung 4930********1234", "DKB AG"],
    ["LIQUIDACION TARJETA CREDITO 4940XXXXXXXX9876", null],
    ["信用卡款 自動扣繳 國泰世華", null],
    ["TRANSFERENCIA EMITIDA A CUENTA AHORRO ES12 2100 0418 4502", null],
    ["TRASPASO A CUENTA 1234", null],
    ["Max Mustermann Sparen Tagesgeld", "Max Mustermann"],
    ["Dauerauftrag Sparkonto", "Max Mustermann"],
  ])("%s is excluded", (label, counterparty) => {
    expect(isTransferOrRepayment(tx("2026-03-01", -400, label, { counterparty }))).toBe(true);
  });

  it.each(["NETFLIX.COM", "CHASE PAYMENT PROTECTION", "DISCOVERY PLUS", "SPARKASSE KONTOFUHRUNG"])("%s is kept", (label) => {
    expect(isTransferOrRepayment(tx("2026-03-01", -10, label))).toBe(false);
  });
});

describe("names cut at a fixed width", () => {
  it.each([
    ["HELLOFRE", "hellofresh"],
    ["HELLOFRESH", "hellofresh"],
    ["REPSOL", null],
    ["REPSOL E", null],
  ])("%s matches %s", (key, slug) => {
    expect(matchMerchant(key)?.slug ?? null).toBe(slug);
  });
});

describe("Amazon Prime billed under Amazon's name", () => {
  const orders = [tx("2025-10-03", -38.68, "AMAZON.ES"), tx("2025-11-17", -89.43, "AMAZON.ES"), tx("2026-02-09", -12.64, "AMAZON.ES")];

  it.each([
    ["the label says Prime", "AMAZON PAYMENTS EUROPE S.C.A. 028-7720551 Amazon.de Prime Mitgliedschaft", "AMAZON PAYMENTS EUROPE S.C.A."],
    ["the yearly fee is stable", "COMPRA TARJ. 5402XXXXXXXX1234 AMAZON P", null],
  ])("is Amazon Prime when %s", (_, label, counterparty) => {
    const prime = charges(["2025-08-27", "2026-08-27"], -89.9, label, { counterparty });
    const found = detect([...prime, ...orders]);
    expect(found.map((charge) => [charge.brand, charge.cadence])).toContainEqual(["amazon-prime", "yearly"]);
  });
});

describe("price change with a weekend shift", () => {
  it("stays one stream", () => {
    const dates = ["2025-07-07", "2025-08-06", "2025-09-08", "2025-10-06", "2025-11-10", "2025-12-08", "2026-01-06", "2026-02-06", "2026-03-06", "2026-04-08"];
    const history = dates.map((date, i) => tx(date, i < 6 ? -13.99 : -15.99, "NETFLIX.COM"));
    const found = detect(history);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ brand: "netflix", amountMilli: 15990 });
  });
});

describe("weekly boxes", () => {
  it.each([
    ["posted up to three days late", [0, 4, 7, 10, 7, 7, 4, 10, 7, 7, 11, 7, 17, 7, 4, 10]],
    ["skipping several weeks", [0, 7, 14, 7, 7, 21, 7, 7, 7, 14, 7, 7, 7, 7, 14, 7]],
  ])("are found when %s", (_, gaps) => {
    let day = "2026-01-05";
    const dates = gaps.map((gap) => (day = everyDays(day, 2, gap)[1]));
    expect(detect(charges(dates, -79.99, "HELLOFRESH 646-846-3663 NY")).map((charge) => charge.cadence)).toEqual(["weekly"]);
  });

  it("needs more than three loose top-ups at an unknown merchant", () => {
    expect(detect(charges(["2026-06-02", "2026-06-19", "2026-06-29"], -50, "CAPMETRO 512-474-1200 TX"))).toEqual([]);
  });

  it("keeps a monthly bill to one skipped month", () => {
    expect(detect(charges([...monthlyDates("2025-01-10", 3), "2025-06-10", "2025-09-10"], -30, "GYM ABC"))).toEqual([]);
  });
});
