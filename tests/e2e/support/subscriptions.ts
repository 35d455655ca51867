import { expect, test, type Page } from "@playwright/test";
import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createServerClient } from "@supabase/ssr";
import { PUBLISHABLE_KEY } from "../../../supabase/local/keys";
import { adminClient, createConfirmedUser, SUPABASE_URL } from "./backend";

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

/** Node 20 has no global WebSocket, and signing in never opens a realtime channel. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used here");
  }
}

/**
 * A fresh confirmed user, signed in, on the dashboard. The session cookies are written by
 * @supabase/ssr itself (the sign-in dialog has its own tests), so these tests start on the dashboard.
 */
export async function signInNewUser(
  page: Page,
  prefix: string,
  { lang, seed }: { lang?: string; seed?: (userId: string) => Promise<unknown> } = {},
) {
  const user = await createConfirmedUser(prefix);
  await seed?.(user.id);
  const jar = new Map<string, string>();
  const supabase = createServerClient(SUPABASE_URL, PUBLISHABLE_KEY, {
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  });
  const { error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("baseURL is not configured");
  await page
    .context()
    .addCookies([...jar].map(([name, value]) => ({ name, value, url: baseURL, sameSite: "Lax" as const })));
  await openDashboard(page, lang);
  await expect(page.getByRole("button", { name: /Account menu|帳號選單|Menú de la cuenta/ })).toBeVisible();
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

export async function openDashboard(page: Page, lang?: string) {
  await page.goto(lang ? `/dashboard?lang=${lang}` : "/dashboard");
  await expect(page.getByRole("main")).toBeVisible();
  await waitForHydration(page);
}

/**
 * Waits until React has taken over every button in the page's main content. A click on a
 * server-rendered button before then does nothing, and a test would wait for a dialog that never opens.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main button")].every((button) =>
      Object.keys(button).some((key) => key.startsWith("__reactProps$")),
    ),
  );
}
