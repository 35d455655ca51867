import { describe, expect, it } from "vitest";
import { coverageHint, detectRecurringCharges } from "@/lib/recurring-charges/detect";
import { charges, everyDays, groceries, monthlyDates, tx } from "./helpers";

const TODAY = "2026-11-20";
const detect = (transactions: Parameters<typeof detectRecurringCharges>[0]) => detectRecurringCharges(transactions, { today: TODAY });
const names = (result: ReturnType<typeof detect>) => result.charges.map((charge) => `${charge.name} ${charge.cadence}`).sort();

describe("detectRecurringCharges: a mixed history", () => {
  const history = [
    ...groceries("2024-11-01", "2026-10-31"),
    ...charges(monthlyDates("2024-11-15", 24), -15.49, "NETFLIX.COM LOS GATOS CA"),
    ...charges(["2025-01-20", "2026-01-20"], -99, "Amazon Prime*2K4L7AB12 Amzn.com/bill WA"),
    ...charges(monthlyDates("2024-12-01", 8, 3), -210.4, "RECIBO MAPFRE SEGUROS 12345678"),
    ...charges(monthlyDates("2024-11-03", 9), -39.9, "SEPA-LASTSCHRIFT BASIC-FIT SPAIN SA"),
  ];
  const result = detect(history);

  it("finds exactly the subscriptions, none of the shopping", () => {
    expect(names(result)).toEqual(["Amazon Prime yearly", "Basic-Fit monthly", "MAPFRE quarterly", "Netflix monthly"]);
  });

  it("describes each one", () => {
    const netflix = result.charges.find((charge) => charge.brand === "netflix")!;
    expect(netflix).toMatchObject({
      merchantKey: "NETFLIX",
      category: "streaming",
      currency: "EUR",
      amountMilli: 15490,
      firstDate: "2024-11-15",
      lastDate: "2026-10-15",
      nextDate: "2026-11-15",
      active: true,
      priceChanges: [],
    });
    expect(netflix.charges).toHaveLength(24);
    expect(netflix.reasons).toEqual([
      { kind: "knownMerchant", brand: "netflix" },
      { kind: "occurrences", count: 24 },
      { kind: "regularGaps", cadence: "monthly", maxDeviationDays: 0 },
      { kind: "steadyAmount", spreadPercent: 0 },
    ]);
    expect(result.charges.find((charge) => charge.brand === "amazon-prime")).toMatchObject({ nextDate: "2027-01-20", active: true });
    expect(result.charges.find((charge) => charge.brand === "mapfre")).toMatchObject({ category: "insurance", nextDate: "2026-12-01" });
  });

  it("marks the cancelled gym inactive and ranks it below the live subscriptions", () => {
    const gym = result.charges.find((charge) => charge.brand === "basic-fit")!;
    expect(gym).toMatchObject({ active: false, lastDate: "2025-07-03", nextDate: "2025-08-03" });
    expect(result.charges.at(-1)).toBe(gym);
    expect(result.charges.every((charge, i) => i === 0 || result.charges[i - 1].confidence >= charge.confidence)).toBe(true);
  });

  it("reports what the files covered", () => {
    expect(result).toMatchObject({ coverageDays: 725, uniqueTransactions: history.length, duplicatesRemoved: 0 });
    expect(coverageHint(result)).toEqual({ monthsCovered: 23.8, yearlyMayBeMissing: false });
  });
});

describe("detectRecurringCharges: thresholds", () => {
  it("finds a yearly charge seen twice, but not a monthly one", () => {
    expect(names(detect(charges(["2025-03-02", "2026-03-01"], -49.99, "DOMAINS GALORE")))).toEqual(["Domains Galore yearly"]);
    expect(detect(charges(["2026-08-02", "2026-09-02"], -49.99, "DOMAINS GALORE")).charges).toEqual([]);
    expect(names(detect(charges(monthlyDates("2026-07-02", 3), -49.99, "DOMAINS GALORE")))).toEqual(["Domains Galore monthly"]);
  });

  it("needs more than small change for two charges", () => {
    expect(detect(charges(["2025-03-02", "2026-03-01"], -0.5, "PARKING METER")).charges).toEqual([]);
  });

  it("needs two equal charges a year apart to be most of what the merchant took", () => {
    const shop = [...charges(["2025-03-02", "2026-03-01"], -23.9, "BOOKSHOP"), ...charges(everyDays("2025-03-10", 10, 33), -12.5, "BOOKSHOP")];
    expect(detect(shop).charges.filter((charge) => charge.cadence === "yearly")).toEqual([]);
  });
});

describe("detectRecurringCharges: recency", () => {
  it("judges activity at the statement's end, not today", () => {
    const result = detectRecurringCharges([...charges(monthlyDates("2025-10-05", 6), -9.99, "SPOTIFY"), tx("2026-03-28", -30, "LIDL")], {
      today: "2026-11-20",
    });
    expect(result.charges[0]).toMatchObject({ name: "Spotify", active: true, nextDate: "2026-04-05" });
  });

  it("marks a stream inactive once its next charge is overdue by more than a quarter period", () => {
    const base = charges(monthlyDates("2025-01-10", 6), -9.99, "SPOTIFY");
    expect(detect([...base, tx("2025-07-17", -5, "LIDL")]).charges[0].active).toBe(true);
    expect(detect([...base, tx("2025-07-19", -5, "LIDL")]).charges[0].active).toBe(false);
  });
});

describe("detectRecurringCharges: exclusions", () => {
  it("nets refunds and says so", () => {
    const dates = monthlyDates("2025-01-15", 8);
    const result = detect([...charges(dates, -15.49, "NETFLIX.COM"), tx("2025-04-18", 15.49, "REFUND NETFLIX.COM")]);
    expect(result.charges).toHaveLength(1);
    expect(result.charges[0].charges.map((charge) => charge.date)).not.toContain("2025-04-15");
    expect(result.charges[0].reasons).toContainEqual({ kind: "refundNetted", count: 1 });
  });

  it("never offers transfers or card repayments as subscriptions", () => {
    const dates = monthlyDates("2025-01-01", 12);
    const result = detect([
      ...charges(dates, -200, "ONLINE TRANSFER TO SAVINGS XXXXXX1234"),
      ...charges(dates, -850, "PAYMENT THANK YOU - WEB"),
      ...charges(dates, -300, "TRASPASO A CUENTA AHORRO"),
      ...charges(dates, -120, "Monthly sweep", { bankKind: "XFER" }),
      ...charges(dates, 2500, "PAYROLL ACME CORP"),
    ]);
    expect(result.charges).toEqual([]);
  });
});

describe("detectRecurringCharges: several files", () => {
  it("counts a charge seen in two overlapping files once", () => {
    const file = (dates: string[]) => dates.map((date) => tx(date, -9.99, "SPOTIFY", { key: `spotify-${date}` }));
    const dates = monthlyDates("2025-01-05", 8);
    const result = detect([...file(dates.slice(0, 5)), ...file(dates.slice(3))]);
    expect(result).toMatchObject({ uniqueTransactions: 8, duplicatesRemoved: 2 });
    expect(result.charges[0].charges).toHaveLength(8);
  });

  it("joins a card statement and a CAMT statement that spell the merchant differently", () => {
    const card = charges(monthlyDates("2025-01-15", 4), -15.49, "NETFLIX.COM");
    const camt = charges(monthlyDates("2025-05-15", 4), -15.49, "Lastschrift", { counterparty: "Netflix International B.V." });
    const result = detect([...card, ...camt]);
    expect(result.charges).toMatchObject([{ brand: "netflix", merchantKey: "NETFLIX", cadence: "monthly" }]);
    expect(result.charges[0].charges).toHaveLength(8);
    expect(detect(camt).charges[0].merchantKey).toBe("NETFLIX");
  });

  it("keeps currencies apart", () => {
    const result = detect([...charges(monthlyDates("2025-01-15", 4), -9.99, "SPOTIFY"), ...charges(monthlyDates("2025-01-20", 4), -10.99, "SPOTIFY", { currency: "USD" })]);
    expect(result.charges.map((charge) => charge.currency).sort()).toEqual(["EUR", "USD"]);
  });
});

describe("detectRecurringCharges: amounts", () => {
  it("reports a held price rise on the same subscription", () => {
    const dates = monthlyDates("2025-01-08", 10);
    const result = detect([...charges(dates.slice(0, 6), -10.99, "SPOTIFY"), ...charges(dates.slice(6), -11.99, "SPOTIFY")]);
    expect(result.charges).toHaveLength(1);
    expect(result.charges[0]).toMatchObject({ amountMilli: 11990, priceChanges: [{ date: dates[6], fromMilli: 10990, toMilli: 11990 }] });
    expect(result.charges[0].reasons).toContainEqual({ kind: "priceChange", fromMilli: 10990, toMilli: 11990, since: dates[6] });
  });

  it("finds two Apple subscriptions among app purchases", () => {
    const result = detect([
      ...charges(monthlyDates("2025-01-03", 8), -0.99, "APPLE.COM/BILL 866-712-7753 CA"),
      ...charges(monthlyDates("2025-01-20", 8), -10.99, "APPLE.COM/BILL 866-712-7753 CA"),
      ...[-4.99, -1.99, -29.99, -7.99].map((amount, i) => tx(`2025-0${i + 2}-11`, amount, "APPLE.COM/BILL")),
    ]);
    expect(result.charges.map((charge) => [charge.name, charge.amountMilli, charge.charges.length])).toEqual(
      expect.arrayContaining([["Apple", 990, 8], ["Apple", 10990, 8]]),
    );
    expect(result.charges).toHaveLength(2);
  });

  it("takes a varying electricity bill as one bimonthly stream", () => {
    const dates = monthlyDates("2025-01-12", 6, 2);
    const result = detect([-61.2, -48.75, -39.1, -52.3, -70.4, -66].map((amount, i) => tx(dates[i], amount, "RECIBO ENDESA ENERGIA SAU")));
    expect(result.charges).toMatchObject([{ brand: "endesa", cadence: "bimonthly", amountMilli: 66000 }]);
    expect(result.charges[0].reasons.map((reason) => reason.kind)).not.toContain("steadyAmount");
  });
});

describe("detectRecurringCharges: options", () => {
  it("scores known merchants higher unless the bonus is off", () => {
    const history = charges(monthlyDates("2025-01-15", 6), -15.49, "NETFLIX.COM");
    const on = detectRecurringCharges(history, { today: TODAY }).charges[0].confidence;
    const off = detectRecurringCharges(history, { today: TODAY, knownMerchantBonus: false }).charges[0].confidence;
    expect(on).toBeGreaterThan(off);
    expect(on).toBeLessThanOrEqual(1);
  });

  it("hints that yearly charges may be missing under 13 months", () => {
    const result = detect(charges(monthlyDates("2026-01-15", 8), -15.49, "NETFLIX.COM"));
    expect(coverageHint(result)).toEqual({ monthsCovered: 7, yearlyMayBeMissing: true });
    expect(detect([])).toEqual({ charges: [], coverageDays: 0, uniqueTransactions: 0, duplicatesRemoved: 0 });
  });
});
