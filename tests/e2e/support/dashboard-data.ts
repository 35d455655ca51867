import { adminClient, createConfirmedUser } from "./backend";

export type SeedSubscription = {
  name: string;
  price: number;
  currency: string;
  startDate: string;
  endDate: string;
  cycle?: string;
  autoRenew?: boolean;
  category?: string;
  brand?: string;
  iconUrl?: string | null;
  status?: "active" | "trial" | "paused" | "cancelled";
  trialEndsOn?: string;
  pausedOn?: string;
  cancelledOn?: string;
};

export type SeededUser = {
  id: string;
  email: string;
  password: string;
  categoryIds: Map<string, number>;
  subscriptionIds: Map<string, number>;
};

/** Today as yyyy-MM-dd in UTC, shifted by `days`; the tests pin the browser and the `tz` cookie to UTC. */
export function utcDay(days = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A confirmed user with a default currency, categories and subscriptions, written with the service role. */
export async function seedDashboardUser(
  prefix: string,
  data: { defaultCurrency?: string; categories?: { name: string; color: string }[]; subscriptions?: SeedSubscription[] },
): Promise<SeededUser> {
  const user = await createConfirmedUser(prefix);
  const admin = adminClient();
  const profile = await admin
    .from("user_profiles")
    .update({ default_currency: data.defaultCurrency ?? "TWD" })
    .eq("id", user.id);
  if (profile.error) throw profile.error;

  const categoryIds = new Map<string, number>();
  if (data.categories?.length) {
    const { data: rows, error } = await admin
      .from("subscription_categories")
      .insert(data.categories.map((category) => ({ ...category, user_id: user.id })))
      .select("id, name");
    if (error) throw error;
    for (const row of rows as { id: number; name: string }[]) categoryIds.set(row.name, row.id);
  }

  const subscriptionIds = new Map<string, number>();
  if (data.subscriptions?.length) {
    const { data: rows, error } = await admin.from("subscriptions").insert(
      data.subscriptions.map((s) => ({
        user_id: user.id,
        name: s.name,
        brand: s.brand ?? s.name,
        price: s.price,
        currency: s.currency,
        start_date: s.startDate,
        end_date: s.endDate,
        cycle: s.cycle ?? "30days",
        auto_renew: s.autoRenew ?? false,
        icon_url: s.iconUrl ?? null,
        category_id: s.category ? (categoryIds.get(s.category) ?? null) : null,
        // Every row names every column: a bulk insert fills a column missing from one row with null.
        status: s.status ?? "active",
        trial_ends_on: s.trialEndsOn ?? null,
        paused_on: s.pausedOn ?? null,
        cancelled_on: s.cancelledOn ?? null,
      })),
    ).select("id, name");
    if (error) throw error;
    for (const row of rows as { id: number; name: string }[]) subscriptionIds.set(row.name, row.id);
  }
  return { ...user, categoryIds, subscriptionIds };
}
