import { describe, expect, it } from "vitest";
import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { addDays } from "@/lib/dates/date-only";
import { detectRecurringCharges } from "@/lib/recurring-charges/detect";
import { charges, monthlyDates, seeded, tx } from "./helpers";

const RAILS = ["POS PURCHASE", "COMPRA TARJ. 5489XXXXXXXX1234", "Kartenzahlung", "CB", "DEBIT CARD PURCHASE XXXXX1234"];

/** Two years of a busy account: 400 shops, 13 card payments a day, every label with its own date. */
function busyAccount(town: string, seed: number): StatementTransaction[] {
  const random = seeded(seed);
  const shops = Array.from({ length: 400 }, (_, i) => `SHOP ${["NORTE", "SUR", "CENTRO", "MERCADO", "PLAZA"][i % 5]} ${town} ${i}`);
  const result: StatementTransaction[] = [];
  let date = "2024-11-01";
  while (result.length < 9_500) {
    const shop = shops[Math.floor(random() * shops.length)];
    const rail = RAILS[Math.floor(random() * RAILS.length)];
    result.push(tx(date, -Math.round(random() * 15_000) / 100, `${rail} ${shop} MADRID ${date.slice(8)}/${date.slice(5, 7)}`));
    if (random() < 0.075) date = addDays(date, 1);
  }
  return result;
}

const SUBSCRIPTIONS = [
  ...charges(monthlyDates("2024-11-15", 24), -15.49, "NETFLIX.COM LOS GATOS CA"),
  ...charges(monthlyDates("2024-11-03", 24), -10.99, "SPOTIFY P1234ABCD"),
  ...charges(monthlyDates("2024-12-01", 8, 3), -210.4, "RECIBO MAPFRE SEGUROS"),
];

function tenThousand(town: string, seed: number): StatementTransaction[] {
  const transactions = [...busyAccount(town, seed), ...SUBSCRIPTIONS];
  while (transactions.length < 10_000) transactions.push(tx("2025-06-01", -1, `KIOSK ${town} ${transactions.length}`));
  return transactions;
}

// Speed is measured by `npm run bench` (scripts/bench-statements.ts), not here.
describe("detectRecurringCharges on a busy account", () => {
  it("finds only the subscriptions among 10,000 card payments at 400 shops", () => {
    for (const [town, seed] of [["BURGOS", 2], ["SORIA", 3]] as const) {
      const found = detectRecurringCharges(tenThousand(town, seed), { today: "2026-11-01" }).charges.map((charge) => charge.brand ?? charge.name);
      expect(found.sort()).toEqual(["mapfre", "netflix", "spotify"]);
    }
  });
});
