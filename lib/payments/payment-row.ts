import type { Currency } from "@/lib/currency/currencies";
import type { TablesInsert } from "@/lib/supabase/database.types";
import type { FrozenRate } from "./mark-paid";
import type { RecordPaymentInput } from "./schema";
import type { PaymentSource } from "./types";

type Answer = Pick<RecordPaymentInput, "state" | "paidOn" | "amount" | "currency" | "note">;

/** The columns a later answer may change; the charge, its owner and its source stay as first recorded. */
type PaymentChange = Pick<
  TablesInsert<"subscription_payments">,
  "state" | "paid_on" | "amount" | "currency" | "rate_to_base" | "base_currency" | "rate_date" | "note"
>;

export function toPaymentChange(answer: Answer, rate: FrozenRate | null): PaymentChange {
  const hasAmount = answer.state !== "skipped" && answer.amount !== null;
  const frozen = hasAmount ? rate : null;
  return {
    state: answer.state,
    paid_on: answer.state === "skipped" ? null : answer.paidOn,
    amount: hasAmount ? answer.amount : null,
    currency: hasAmount ? answer.currency : null,
    rate_to_base: frozen?.rateToBase ?? null,
    base_currency: frozen?.baseCurrency ?? null,
    rate_date: frozen?.rateDate ?? null,
    note: answer.note,
  };
}

export function toPaymentRow(
  charge: { subscriptionId: number; dueOn: string },
  answer: Answer,
  rate: FrozenRate | null,
  { userId, source = "manual" }: { userId: string; source?: PaymentSource },
): TablesInsert<"subscription_payments"> {
  return { ...toPaymentChange(answer, rate), user_id: userId, subscription_id: charge.subscriptionId, due_on: charge.dueOn, source };
}

export function paidAnswer(paidOn: string, amount: number, currency: Currency): Answer {
  return { state: "paid", paidOn, amount, currency, note: null };
}
