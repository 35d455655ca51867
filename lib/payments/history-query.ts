import type { SupabaseClient } from "@supabase/supabase-js";
import type { CalendarDate } from "@/lib/dates/date-only";
import { addCalendarMonths, firstDayOf, monthOf } from "@/lib/dates/year-month";
import { HISTORY_MONTHS } from "@/lib/insights/history";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import { toPayment, type Payment } from "./types";

type Client = SupabaseClient<Database>;

export type PaymentWindow = { from: CalendarDate; to: CalendarDate };

export function historyWindow(today: CalendarDate, months = HISTORY_MONTHS): PaymentWindow {
  return { from: firstDayOf(addCalendarMonths(monthOf(today), 1 - months)), to: today };
}

/** Records of a charge due in the window, and those paid in it whatever their charge's date. */
export async function getPaymentsInWindow(supabase: Client, userId: string, { from, to }: PaymentWindow): Promise<Payment[]> {
  const rows = await readAllPages("payments", (first, last) =>
    supabase
      .from("subscription_payments")
      .select("*")
      .eq("user_id", userId)
      .or(`and(due_on.gte.${from},due_on.lte.${to}),and(paid_on.gte.${from},paid_on.lte.${to})`)
      .order("id")
      .range(first, last),
  );
  return rows.map(toPayment);
}
