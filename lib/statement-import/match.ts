import type { RecurringCharge } from "@/lib/recurring-charges/types";
import type { StatementContext, StatementSubscription } from "./queries";

export type SubscriptionMatch = { subscription: StatementSubscription; by: "alias" | "name" };

const BRAND_ICON = /^\/brand-icons\/([a-z0-9-]+)\.svg$/;

/** Words of a name, accents and punctuation aside: "Disney+ (Family)" → ["disney", "family"]. */
function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const joined = (text: string) => words(text).join("");

function subscriptionNames(subscription: StatementSubscription): { keys: Set<string>; words: string[][] } {
  const slug = BRAND_ICON.exec(subscription.iconUrl ?? "")?.[1] ?? null;
  const texts = [subscription.name, subscription.brand, ...(slug ? [slug] : [])];
  return { keys: new Set(texts.map(joined).filter(Boolean)), words: texts.map(words).filter((list) => list.length > 0) };
}

function startsWithWords(longer: readonly string[], shorter: readonly string[]): boolean {
  return shorter.length > 0 && shorter.length < longer.length && shorter.every((word, index) => longer[index] === word);
}

/** Same name or brand, ignoring case, accents and punctuation; or one name the other's first words ("Spotify" and "Spotify Premium"). */
function namesMatch(charge: RecurringCharge, subscription: StatementSubscription): "exact" | "prefix" | null {
  const names = subscriptionNames(subscription);
  const chargeTexts = [charge.name, ...(charge.brand ? [charge.brand] : [])];
  if (chargeTexts.some((text) => names.keys.has(joined(text)))) return "exact";
  const chargeWords = chargeTexts.map(words).filter((list) => list.length > 0);
  const prefix = chargeWords.some((mine) =>
    names.words.some((theirs) => startsWithWords(theirs, mine) || startsWithWords(mine, theirs)),
  );
  return prefix ? "prefix" : null;
}

// Among several namesakes, one still billing is the likelier payee than one cancelled.
const stillBilling = (subscription: StatementSubscription) => (subscription.status === "cancelled" || subscription.status === "paused" ? 1 : 0);

/**
 * The subscription a detected charge belongs to: the one its merchant was merged into before, else
 * one of the same currency with the same name or brand. Null when none fits.
 */
export function matchSubscription(charge: RecurringCharge, context: Pick<StatementContext, "subscriptions" | "aliases">): SubscriptionMatch | null {
  const alias = context.aliases.find((item) => item.merchantKey === charge.merchantKey);
  const aliased = alias && context.subscriptions.find((subscription) => subscription.id === alias.subscriptionId);
  if (aliased) return { subscription: aliased, by: "alias" };

  const sameCurrency = context.subscriptions.filter((subscription) => subscription.currency === charge.currency);
  for (const strength of ["exact", "prefix"] as const) {
    const found = sameCurrency.filter((subscription) => namesMatch(charge, subscription) === strength);
    found.sort((a, b) => stillBilling(a) - stillBilling(b) || a.id - b.id);
    if (found.length > 0) return { subscription: found[0], by: "name" };
  }
  return null;
}
