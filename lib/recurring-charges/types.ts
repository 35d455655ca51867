import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";

export type Cadence = "weekly" | "biweekly" | "monthly" | "bimonthly" | "quarterly" | "semiannual" | "yearly";

/** What a catalogue merchant sells; the review suggests a category of that name. */
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

/** Why a candidate was found; shown to the user as reasons, one message each under `statements.reasons`. */
export type DetectionReason =
  | { kind: "knownMerchant"; brand: string }
  | { kind: "occurrences"; count: number }
  | { kind: "regularGaps"; cadence: Cadence; maxDeviationDays: number }
  | { kind: "steadyAmount"; spreadPercent: number }
  | { kind: "priceChange"; fromMilli: number; toMilli: number; since: string }
  | { kind: "refundNetted"; count: number };

export type RecurringCharge = {
  /** Normalised merchant key, stable across imports: what aliases and dismissals remember. */
  merchantKey: string;
  /** Display name: the catalogue's brand, else the cleaned label in title case. */
  name: string;
  /** Catalogue brand id for the icon and category, when known. */
  brand: string | null;
  category: MerchantCategory | null;
  cadence: Cadence;
  currency: string;
  /** The amount charged now (after any price change), thousandths, positive. */
  amountMilli: number;
  firstDate: string;
  lastDate: string;
  nextDate: string;
  /** False once the next charge is overdue by more than a quarter of the period. */
  active: boolean;
  /** 0..1 */
  confidence: number;
  reasons: DetectionReason[];
  priceChanges: { date: string; fromMilli: number; toMilli: number }[];
  /** The charges it rests on, oldest first, refunds already netted. */
  charges: Pick<StatementTransaction, "key" | "date" | "amountMilli" | "label">[];
};

export type DetectionResult = {
  charges: RecurringCharge[];
  /** Days between the earliest and latest transaction across all files. */
  coverageDays: number;
  /** Transactions left after removing the same transaction seen in overlapping files. */
  uniqueTransactions: number;
  duplicatesRemoved: number;
};
