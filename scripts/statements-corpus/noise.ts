import { addDays, addMonths } from "../../lib/dates/date-only";
import { toMilli } from "./format";
import type { Label, LabelFor, NoisePlan } from "./plan";
import type { Random } from "./random";
import { billingDates, bookingDate, businessDay } from "./schedule";
import type { GeneratedTransaction } from "./types";

type Row = Omit<GeneratedTransaction, "id">;
type Window = { from: string; to: string };

function row(date: string, amountMilli: number, label: Label, kind: Row["kind"]): Row {
  return { date, amountMilli, payee: label.payee, memo: label.memo ?? null, bookingText: label.bookingText ?? null, kind, streamId: null };
}

function monthly(window: Window, day: number): string[] {
  return billingDates("monthly", addMonths(window.from, -1, day), window.to, day).map((date) => businessDay(date, "back"));
}

/**
 * Everything in an account that is not a subscription: daily spending, online orders and their
 * refunds, salary, money from friends, a fixed transfer to savings and the credit card bill. The
 * last two repeat every month on purpose: a detector must not call them subscriptions.
 */
export function noiseRows(plan: NoisePlan, window: Window, decimals: number, scale: number, random: Random): Row[] {
  const rows: Row[] = [];
  const label = (labelFor: LabelFor, date: string) => labelFor(date, random);
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) {
    for (const shop of plan.shops) {
      const count = random.count((shop.perWeek / 7) * scale);
      for (let i = 0; i < count; i++) {
        const kind = shop.kind ?? "card";
        const date = bookingDate(day, kind, "forward", random);
        const price = shop.amounts ? random.pick(shop.amounts) : random.between(shop.min, shop.max);
        const amountMilli = toMilli(price, decimals);
        const bought = label(random.pick(shop.labels), date);
        rows.push(row(date, -amountMilli, bought, kind));
        if (random.chance(shop.refundChance ?? 0)) rows.push(row(addDays(date, random.int(3, 20)), amountMilli, plan.refund(bought), "refund"));
      }
    }
    if (random.chance(plan.gifts.perMonth / 30)) {
      rows.push(row(day, toMilli(random.between(plan.gifts.min, plan.gifts.max), decimals), label(plan.gifts.label, day), "transferIn"));
    }
  }

  const { salary, savings, cardRepayment } = plan;
  const paydays = salary.schedule === "biweekly" ? billingDates("biweekly", addDays(window.from, salary.day), window.to) : monthly(window, salary.day);
  for (const date of paydays) {
    const bonus = random.chance(0.08) ? random.between(0.1, 0.5) : 0;
    rows.push(row(date, toMilli(salary.amount * (1 + bonus), decimals), label(salary.label, date), "salary"));
  }
  for (const date of monthly(window, savings.day)) rows.push(row(date, -toMilli(savings.amount, decimals), label(savings.label, date), "transferOut"));
  for (const date of monthly(window, cardRepayment.day)) {
    const amount = random.between(cardRepayment.min, cardRepayment.max);
    rows.push(row(date, -toMilli(amount, decimals), label(cardRepayment.label, date), "cardRepayment"));
  }
  return rows.filter((each) => each.date >= window.from && each.date <= window.to);
}
