import type { Cadence, MerchantCategory } from "./types";

export type { MerchantCategory } from "./types";

export type MerchantEntry = {
  /** The brand catalogue's slug where the brand is there, so its icon shows. */
  slug: string;
  name: string;
  domain: string;
  category: MerchantCategory;
  cadence: Cadence;
  /** False where the merchant also sells one-off purchases (Amazon, app stores, rides). */
  recurringOnly: boolean;
  patterns: string[];
};

type Row = [slug: string, name: string, domain: string, patterns: string[], cadence?: Cadence, recurringOnly?: boolean];

export function merchantRows(category: MerchantCategory, list: Row[]): MerchantEntry[] {
  return list.map(([slug, name, domain, patterns, cadence = "monthly", recurringOnly = true]) => ({
    slug,
    name,
    domain,
    category,
    cadence,
    recurringOnly,
    patterns,
  }));
}
