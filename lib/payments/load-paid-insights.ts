import "server-only";
import { todayIn } from "@/lib/dates/local-clock";
import { loadInsights, type InsightsData } from "@/lib/insights/load-insights";
import type { ServerClient } from "@/lib/supabase/server";
import { getPaymentsInWindow, historyWindow } from "./history-query";
import type { Payment } from "./types";

export type PaidInsightsData = InsightsData & { payments: Payment[] };

export type PaidInsightsLoad = { status: "ok"; data: PaidInsightsData } | { status: "error" };

/** The insights' data and the payments of the history window, read side by side. */
export async function loadPaidInsights(
  supabase: ServerClient,
  user: { id: string; email: string },
  timeZone: string,
): Promise<PaidInsightsLoad> {
  const payments = getPaymentsInWindow(supabase, user.id, historyWindow(todayIn(timeZone)));
  // Keeps a rejection from going unhandled while the rest is read.
  payments.catch(() => undefined);
  const insights = await loadInsights(supabase, user, timeZone);
  if (insights.status !== "ok") return insights;
  try {
    return { status: "ok", data: { ...insights.data, payments: await payments } };
  } catch (error) {
    console.error("Payments could not be loaded.", error);
    return { status: "error" };
  }
}
