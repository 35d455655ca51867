import type { Cadence } from "../../lib/recurring-charges/types";
import type { Random } from "./random";
import type { StatementAccount } from "./types";

export type Label = { payee: string; memo?: string | null; bookingText?: string | null };
/** The text a charge carries on a given booking date; references may change every time. */
export type LabelFor = (date: string, random: Random) => Label;

export const fixed = (payee: string, memo: string | null = null, bookingText: string | null = null): LabelFor =>
  () => ({ payee, memo, bookingText });

/** One subscription a person of this country might have; each history keeps most of them. */
export type StreamPlan = {
  id: string;
  name: string;
  aliases: string[];
  kind: "card" | "directDebit";
  cadence: Cadence;
  /** Major units of the account currency. */
  amount: number;
  /** Day of month for monthly and longer cadences; 31 (or 30) charges at the month's end. */
  anchorDay?: number;
  /** Month-end billers move a weekend charge back to Friday; the rest forward to Monday. */
  weekendRule?: "forward" | "back";
  /** The new price, from somewhere in the middle of the history on. */
  priceChange?: number;
  /** Chances that the person cancels it before the statement ends, or only starts it halfway. */
  cancelChance?: number;
  lateStartChance?: number;
  /** A foreign-currency card charge: each one differs by up to this fraction with the exchange rate. */
  fxSpread?: number;
  /** A meal kit whose customer skips a week now and then. */
  skipChance?: number;
  /** One charge is refunded (a complaint, a double charge) while the subscription goes on. */
  refundOnce?: boolean;
  label: LabelFor;
};

export type ShopPlan = {
  labels: readonly LabelFor[];
  perWeek: number;
  min: number;
  max: number;
  /** Fixed prices (a transit ticket, a top-up) instead of a range. */
  amounts?: readonly number[];
  refundChance?: number;
  kind?: "card" | "directDebit" | "atm";
};

export type NoisePlan = {
  shops: readonly ShopPlan[];
  salary: { label: LabelFor; amount: number; schedule: "biweekly" | "monthly"; day: number };
  /** A fixed monthly transfer to the person's own savings account: regular, but no subscription. */
  savings: { label: LabelFor; amount: number; day: number };
  cardRepayment: { label: LabelFor; min: number; max: number; day: number };
  /** Money from friends and family (Zelle, Bizum, Überweisung), a few times a month. */
  gifts: { label: LabelFor; min: number; max: number; perMonth: number };
  /** How a refund of a card purchase reads. */
  refund: (label: Label) => Label;
};

export type ConventionPlan = {
  currency: string;
  decimals: number;
  account: StatementAccount;
  streams: readonly StreamPlan[];
  noise: NoisePlan;
};
