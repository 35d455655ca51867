// Kept apart from the writer so that the importer reads the header without loading money and status code.

export const SUBSCRIPTION_CSV_COLUMNS = [
  "name",
  "brand",
  "price",
  "currency",
  "cycle",
  "start_date",
  "end_date",
  "auto_renew",
  "status",
  "trial_ends_on",
  "paused_on",
  "cancelled_on",
  "category",
  "icon_url",
  "website_url",
  "payment_method",
  "notes",
  "price_changes",
  "pauses",
  "next_renewal",
  "monthly_equivalent",
  "monthly_equivalent_currency",
] as const;

export type SubscriptionCsvColumn = (typeof SUBSCRIPTION_CSV_COLUMNS)[number];

export const COMPUTED_CSV_COLUMNS = [
  "next_renewal",
  "monthly_equivalent",
  "monthly_equivalent_currency",
] as const satisfies readonly SubscriptionCsvColumn[];

export type ComputedCsvColumn = (typeof COMPUTED_CSV_COLUMNS)[number];

export type StoredCsvColumn = Exclude<SubscriptionCsvColumn, ComputedCsvColumn>;
