import "server-only";
import { toPayment, type Payment } from "@/lib/payments/types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import type { ServerClient } from "@/lib/supabase/server";

export async function getAllPayments(supabase: ServerClient, userId: string): Promise<Payment[]> {
  const rows = await readAllPages("payments", (from, to) =>
    supabase.from("subscription_payments").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toPayment);
}
