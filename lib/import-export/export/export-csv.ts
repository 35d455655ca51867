import { isOneTime } from "@/lib/subscriptions/cycle";
import { monthlyCost, type CostContext } from "@/lib/subscriptions/money";
import { effectiveEndDate } from "@/lib/subscriptions/status";
import type { Subscription } from "@/lib/subscriptions/types";
import { toCsv } from "@/lib/import-export/formats/ours/csv";
import { cycleLabel } from "./cycle-label";
import { SUBSCRIPTION_CSV_COLUMNS, type SubscriptionCsvColumn } from "@/lib/import-export/formats/ours/csv-columns";
import { categoryNames, formatPrice, pausesOf, priceChangesOf, type TransferData } from "./data";
import { formatPausesCell, formatPriceChangesCell } from "@/lib/import-export/formats/ours/history-cells";

function nextRenewal(subscription: Subscription, today: string): string {
  if (isOneTime(subscription.cycle) || subscription.status === "paused" || subscription.status === "cancelled") return "";
  const renewal = effectiveEndDate(subscription, today);
  return renewal >= today ? renewal : "";
}

/** Our own icons are stored as paths ("/brand-icons/netflix.svg"); a file read elsewhere needs the whole address. */
function absoluteUrl(url: string | null, siteUrl: string | undefined): string {
  if (!url) return "";
  return url.startsWith("/") && siteUrl ? new URL(url, siteUrl).toString() : url;
}

type ExportContext = CostContext & { siteUrl?: string };

function row(subscription: Subscription, data: TransferData, categories: Map<number, string>, context: ExportContext) {
  const changes = priceChangesOf(subscription.id, data);
  const monthly = monthlyCost(subscription, { ...context, priceChanges: changes });
  const cells: Record<SubscriptionCsvColumn, string> = {
    name: subscription.name,
    brand: subscription.brand,
    price: formatPrice(subscription.price),
    currency: subscription.currency,
    cycle: cycleLabel(subscription.cycle),
    start_date: subscription.startDate,
    // The current term's end, as the card shows it: an auto-renewing subscription's first end date has long passed.
    end_date: effectiveEndDate(subscription, context.today),
    auto_renew: String(subscription.autoRenew),
    status: subscription.status,
    trial_ends_on: subscription.trialEndsOn ?? "",
    paused_on: subscription.pausedOn ?? "",
    cancelled_on: subscription.cancelledOn ?? "",
    category: subscription.categoryId === null ? "" : (categories.get(subscription.categoryId) ?? ""),
    icon_url: absoluteUrl(subscription.iconUrl, context.siteUrl),
    website_url: subscription.websiteUrl ?? "",
    payment_method: subscription.paymentMethod ?? "",
    notes: subscription.notes ?? "",
    price_changes: formatPriceChangesCell(
      changes.map((change) => ({
        effectiveDate: change.effectiveDate,
        oldPrice: formatPrice(change.oldPrice),
        newPrice: formatPrice(change.newPrice),
      })),
    ),
    pauses: formatPausesCell(pausesOf(subscription.id, data)),
    next_renewal: nextRenewal(subscription, context.today),
    monthly_equivalent: monthly === null ? "" : monthly.toFixed(2),
    monthly_equivalent_currency: monthly === null ? "" : context.defaultCurrency,
  };
  return SUBSCRIPTION_CSV_COLUMNS.map((column) => cells[column]);
}

export function subscriptionsCsv(data: TransferData, context: Omit<ExportContext, "priceChanges">): string {
  const categories = categoryNames(data);
  return toCsv([SUBSCRIPTION_CSV_COLUMNS, ...data.subscriptions.map((subscription) => row(subscription, data, categories, context))]);
}
