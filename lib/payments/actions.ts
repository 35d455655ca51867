"use server";

import { userAction } from "@/lib/actions/action";
import { databaseRefusal } from "@/lib/actions/database-errors";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { addDays, addMonths } from "@/lib/dates/date-only";
import { toPause } from "@/lib/subscriptions/row";
import type { SubscriptionPause } from "@/lib/subscriptions/types";
import { frozenRate } from "./mark-paid";
import { paidAnswer, toPaymentChange, toPaymentRow } from "./payment-row";
import { getPayments } from "./queries";
import { baseCurrencyOf, paymentRates } from "./rates";
import { chargeSchema, markAllDuePaidSchema, paymentHistorySchema, recordPaymentSchema } from "./schema";
import { toPayment, type Payment } from "./types";

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const NUMERIC_OUT_OF_RANGE = "22003";

// A year of charges and the next one, with room for a yearly subscription's next charge.
const HISTORY_MONTHS_BACK = 12;
const HISTORY_MONTHS_AHEAD = 13;

type DatabaseError = { code?: string; message?: string; hint?: string | null };

function writeFailure(error: DatabaseError): ActionResult<never> {
  if (error.code === FOREIGN_KEY_VIOLATION) return fail("subscriptionToasts.notFound");
  if (error.code === NUMERIC_OUT_OF_RANGE) return { ok: false, fieldErrors: { amount: ["priceTooHigh"] } };
  return databaseRefusal(error) ?? fail("payments.toasts.saveFailed");
}

export const recordPaymentAction = userAction(
  recordPaymentSchema,
  async (input, { supabase, userId }): Promise<ActionResult<Payment>> => {
    let rate = null;
    if (input.amount !== null && input.paidOn !== null) {
      const base = await baseCurrencyOf(supabase, userId);
      const rateOn = await paymentRates(supabase, base, [input.currency], [input.paidOn]).catch(() => null);
      rate = rateOn ? frozenRate(input.currency, base, input.paidOn, rateOn) : null;
    }
    const inserted = await supabase.from("subscription_payments").insert(toPaymentRow(input, input, rate, { userId })).select("*").single();
    let { data, error } = inserted;
    // A charge has one record: a second answer changes the first.
    if (error?.code === UNIQUE_VIOLATION) {
      ({ data, error } = await supabase
        .from("subscription_payments")
        .update(toPaymentChange(input, rate))
        .eq("user_id", userId)
        .eq("subscription_id", input.subscriptionId)
        .eq("due_on", input.dueOn)
        .select("*")
        .single());
    }
    if (error || !data) return writeFailure(error ?? {});
    revalidateSignedInPages();
    return ok(toPayment(data));
  },
);

export const deletePaymentAction = userAction(
  chargeSchema,
  async ({ subscriptionId, dueOn }, { supabase, userId }): Promise<ActionResult<null>> => {
    const { error } = await supabase
      .from("subscription_payments")
      .delete()
      .eq("user_id", userId)
      .eq("subscription_id", subscriptionId)
      .eq("due_on", dueOn);
    if (error) return fail("payments.toasts.saveFailed");
    revalidateSignedInPages();
    return ok(null);
  },
);

/** Charges answered meanwhile keep their answer: only the ones still without a record are marked. */
export const markAllDuePaidAction = userAction(
  markAllDuePaidSchema,
  async ({ charges }, { supabase, userId }): Promise<ActionResult<{ marked: number }>> => {
    const base = await baseCurrencyOf(supabase, userId);
    const rateOn = await paymentRates(
      supabase,
      base,
      [...new Set(charges.map((charge) => charge.currency))],
      charges.map((charge) => charge.dueOn),
    ).catch(() => null);
    const rows = charges.map((charge) =>
      toPaymentRow(
        charge,
        paidAnswer(charge.dueOn, charge.amount, charge.currency),
        rateOn ? frozenRate(charge.currency, base, charge.dueOn, rateOn) : null,
        { userId },
      ),
    );
    const { data, error } = await supabase
      .from("subscription_payments")
      .upsert(rows, { onConflict: "subscription_id,due_on", ignoreDuplicates: true })
      .select("id");
    if (error) return writeFailure(error);
    revalidateSignedInPages();
    return ok({ marked: data?.length ?? 0 });
  },
);

export type PaymentHistory = { payments: Payment[]; pauses: SubscriptionPause[]; from: string; to: string };

export const getPaymentHistoryAction = userAction(
  paymentHistorySchema,
  async ({ subscriptionId }, { supabase, userId }): Promise<ActionResult<PaymentHistory>> => {
    const today = new Date().toISOString().slice(0, 10);
    const from = addDays(addMonths(today, -HISTORY_MONTHS_BACK), -1);
    const to = addMonths(today, HISTORY_MONTHS_AHEAD);
    try {
      const [payments, pauses] = await Promise.all([
        getPayments(supabase, userId, { from, to, subscriptionIds: [subscriptionId] }),
        supabase.from("subscription_pauses").select("*").eq("user_id", userId).eq("subscription_id", subscriptionId).throwOnError(),
      ]);
      return ok({ payments, pauses: (pauses.data ?? []).map(toPause), from, to });
    } catch {
      return fail("payments.toasts.loadFailed");
    }
  },
);
