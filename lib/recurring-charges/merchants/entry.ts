import type { Cadence } from "../types";

/** The app's default category names, as keys the review screen translates. */
export type MerchantCategory =
  | "streaming"
  | "music"
  | "software"
  | "cloud"
  | "ai"
  | "news"
  | "gaming"
  | "fitness"
  | "education"
  | "telecom"
  | "utilities"
  | "insurance"
  | "shopping"
  | "food"
  | "security"
  | "finance"
  | "social"
  | "other";

export type MerchantEntry = {
  /** The brand catalogue's slug where the brand is there (its icon is public/brand-icons/<slug>.svg). */
  slug: string;
  name: string;
  domain: string;
  category: MerchantCategory;
  /** How the service usually bills; a hint for the review screen, not a rule. */
  cadence: Cadence;
  /** False where the merchant also sells one-off purchases (Amazon, app stores, rides). */
  recurringOnly: boolean;
  /** How the merchant reads on statements; the name is always tried as well. */
  patterns: string[];
};

type Row = [slug: string, name: string, domain: string, patterns: string[], cadence?: Cadence, recurringOnly?: boolean];

/** One category's merchants, written one per line; most bill monthly and only ever recurrently. */
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
