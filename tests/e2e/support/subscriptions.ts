import { expect, type Page } from "@playwright/test";
import { signInWithCookies } from "./auth";
import { waitForHydration } from "./hydration";
import { adminClient, createConfirmedUser } from "./backend";

export type SeededSubscription = {
  name: string;
  brand: string;
  price: number;
  currency: string;
  start_date: string;
  end_date: string;
  cycle: string;
  icon_url?: string | null;
  auto_renew?: boolean;
  category_id?: number | null;
};

/** A fresh confirmed user, signed in (see `signInWithCookies`), on the dashboard. */
export async function signInNewUser(
  page: Page,
  prefix: string,
  { lang, seed }: { lang?: string; seed?: (userId: string) => Promise<unknown> } = {},
) {
  const user = await createConfirmedUser(prefix);
  await seed?.(user.id);
  await signInWithCookies(page, user.email, user.password, dashboardPath(lang));
  return user;
}

export async function seedSubscription(userId: string, subscription: SeededSubscription): Promise<number> {
  const { data, error } = await adminClient()
    .from("subscriptions")
    .insert({ ...subscription, user_id: userId })
    .select("id")
    .single();
  if (error || !data) throw error ?? new Error("no subscription inserted");
  return data.id as number;
}

export async function seedCategory(userId: string, name: string, color = "#3498DB"): Promise<number> {
  const { data, error } = await adminClient()
    .from("subscription_categories")
    .insert({ user_id: userId, name, color })
    .select("id")
    .single();
  if (error || !data) throw error ?? new Error("no category inserted");
  return data.id as number;
}

export async function subscriptionsOf(userId: string) {
  const { data, error } = await adminClient().from("subscriptions").select("*").eq("user_id", userId).order("id");
  if (error) throw error;
  return data ?? [];
}

export async function priceChangesOf(userId: string) {
  const { data, error } = await adminClient().from("subscription_price_changes").select("*").eq("user_id", userId);
  if (error) throw error;
  return data ?? [];
}

/** The browser's calendar date, shifted by whole days, as yyyy-MM-dd. */
export async function browserDate(page: Page, offsetDays = 0): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, offsetDays);
}

const dashboardPath = (lang?: string) => (lang ? `/dashboard?lang=${lang}` : "/dashboard");

export async function openDashboard(page: Page, lang?: string) {
  await page.goto(dashboardPath(lang));
  await expect(page.getByRole("main")).toBeVisible();
  await waitForHydration(page);
}
