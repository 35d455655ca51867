import type { SupabaseClient } from "@supabase/supabase-js";
import { getCategories } from "@/lib/categories/queries";
import type { Category } from "@/lib/categories/types";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import { getPauses, getPriceChanges, getSubscriptions } from "@/lib/subscriptions/queries";
import type { PriceChange, ScheduledSubscription, Subscription, SubscriptionPause } from "@/lib/subscriptions/types";
import type { StatementFormat } from "@/lib/import-export/formats/statements/types";
import type { Dismissal } from "./dismissals";
import { CADENCES, STATEMENT_FORMATS } from "./schema";

type Client = SupabaseClient<Database>;

/** Enough of a subscription to match charges to it, spot a price change, and see a charge after it ended. */
export type StatementSubscription = ScheduledSubscription & Pick<Subscription, "brand" | "iconUrl" | "variableAmount">;

export type ReadStatement = { sha256: string; format: StatementFormat; periodFrom: string | null; periodTo: string | null; readAt: string };

/** What the review screen compares a statement's recurring charges with. */
export type StatementContext = {
  subscriptions: StatementSubscription[];
  priceChanges: PriceChange[];
  pauses: SubscriptionPause[];
  aliases: { merchantKey: string; subscriptionId: number }[];
  dismissals: Dismissal[];
  /** Files read before (and not undone): the app says so rather than reading one twice. */
  statements: ReadStatement[];
  /** What a new subscription can be filed under, and what a suggested category may already be. */
  categories: Pick<Category, "id" | "name" | "color">[];
};

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unknown ${what} from the database: ${value}`);
  return value as T;
}

function toStatementSubscription(subscription: Subscription): StatementSubscription {
  const { id, name, brand, iconUrl, price, currency, startDate, endDate, cycle, autoRenew, variableAmount } = subscription;
  const { status, trialEndsOn, pausedOn, cancelledOn } = subscription;
  return { id, name, brand, iconUrl, price, currency, startDate, endDate, cycle, autoRenew, variableAmount, status, trialEndsOn, pausedOn, cancelledOn };
}

export async function loadStatementContext(supabase: Client, userId: string): Promise<StatementContext> {
  const [subscriptions, priceChanges, pauses, aliases, dismissals, statements, categories] = await Promise.all([
    getSubscriptions(supabase, userId),
    getPriceChanges(supabase, userId),
    getPauses(supabase, userId),
    readAllPages("merchant aliases", (from, to) =>
      supabase.from("merchant_aliases").select("merchant_key, subscription_id").eq("user_id", userId).order("id").range(from, to),
    ),
    readAllPages("dismissals", (from, to) =>
      supabase
        .from("detection_dismissals")
        .select("merchant_key, cadence, currency, amount, amount_bucket")
        .eq("user_id", userId)
        .order("id")
        .range(from, to),
    ),
    readAllPages("statements read", (from, to) =>
      supabase
        .from("statement_imports")
        .select("file_sha256, format, period_from, period_to, created_at")
        .eq("user_id", userId)
        .order("id")
        .range(from, to),
    ),
    getCategories(supabase, userId),
  ]);
  return {
    subscriptions: subscriptions.map(toStatementSubscription),
    priceChanges,
    pauses,
    aliases: aliases.map((row) => ({ merchantKey: row.merchant_key, subscriptionId: row.subscription_id })),
    dismissals: dismissals.map((row) => ({
      merchantKey: row.merchant_key,
      cadence: oneOf(CADENCES, row.cadence, "cadence"),
      currency: row.currency,
      amount: Number(row.amount),
      // Never null: the table refuses an amount without a bucket.
      amountBucket: row.amount_bucket ?? 0,
    })),
    statements: statements.map((row) => ({
      sha256: row.file_sha256,
      format: oneOf(STATEMENT_FORMATS, row.format, "statement format"),
      periodFrom: row.period_from,
      periodTo: row.period_to,
      readAt: row.created_at,
    })),
    categories: categories.map(({ id, name, color }) => ({ id, name, color })),
  };
}
