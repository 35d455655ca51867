import type { SupabaseClient } from "@supabase/supabase-js";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import type { RecordedPayment } from "./review";

/** The payments already recorded for charges due in the window: the review does not propose them again. */
export async function getRecordedPayments(
  supabase: SupabaseClient<Database>,
  userId: string,
  { from, to }: { from: CalendarDate; to: CalendarDate },
): Promise<RecordedPayment[]> {
  const rows = await readAllPages("recorded payments", (first, last) =>
    supabase
      .from("subscription_payments")
      .select("subscription_id, due_on, statement_ref")
      .eq("user_id", userId)
      .gte("due_on", from)
      .lte("due_on", to)
      .order("id")
      .range(first, last),
  );
  return rows.map((row) => ({ subscriptionId: row.subscription_id, dueOn: row.due_on, statementRef: row.statement_ref }));
}
