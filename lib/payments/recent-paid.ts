import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { FORECAST_PAYMENTS } from "./forecast";
import { toPayment, type Payment } from "./types";

/** The last paid charges of each variable-amount subscription, all the dashboard's forecasts need. */
export async function getRecentPaidPayments(supabase: SupabaseClient<Database>, count = FORECAST_PAYMENTS): Promise<Payment[]> {
  const { data, error } = await supabase.rpc("recent_paid_payments", { per_subscription: count });
  if (error || !data) throw new Error(`Loading recent payments failed: ${error?.message ?? "no data"}`);
  return data.map(toPayment);
}
