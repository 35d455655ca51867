import type { SupabaseClient } from "@supabase/supabase-js";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import { toPayment, type Payment } from "./types";

type Client = SupabaseClient<Database>;

export type PaymentWindow = { from: CalendarDate; to: CalendarDate; subscriptionIds?: readonly number[] };

/** The user's records of the charges dated in the window, of the given subscriptions when named. */
export async function getPayments(supabase: Client, userId: string, { from, to, subscriptionIds }: PaymentWindow): Promise<Payment[]> {
  if (subscriptionIds?.length === 0) return [];
  const rows = await readAllPages("payments", (first, last) => {
    let query = supabase.from("subscription_payments").select("*").eq("user_id", userId).gte("due_on", from).lte("due_on", to);
    if (subscriptionIds) query = query.in("subscription_id", [...subscriptionIds]);
    return query.order("id").range(first, last);
  });
  return rows.map(toPayment);
}
