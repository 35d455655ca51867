import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { ChargeState } from "@/lib/payments/charge-state";
import { MARK_SYMBOLS, type MarkSymbol } from "@/lib/payments/charge-mark";
import type { MarkedCharge } from "@/lib/payments/past-charges";
import { formatMoney } from "@/lib/subscriptions/format-money";

const STATE_VARIANT: Record<ChargeState, "success" | "info" | "warning" | "secondary"> = {
  paid: "success",
  paid_different: "info",
  assumed_paid: "secondary",
  overdue: "warning",
  failed: "warning",
  skipped: "secondary",
  refunded: "secondary",
  due: "info",
  upcoming: "secondary",
};

const DAY_MARK_KEY: Record<MarkSymbol, "paid" | "assumed" | "attention"> = { "✓": "paid", "≈": "assumed", "!": "attention" };

/** The day's mark is its most pressing charge's: ! before ≈ before ✓. */
export function dayMark(charges: readonly MarkedCharge[]): MarkSymbol | null {
  const symbols = charges.map((charge) => (charge.state ? MARK_SYMBOLS[charge.state] : null));
  if (symbols.includes("!")) return "!";
  if (symbols.includes("≈")) return "≈";
  return symbols.length > 0 && symbols.every((symbol) => symbol === "✓") ? "✓" : null;
}

export function DayMark({ mark }: { mark: MarkSymbol }) {
  const t = useTranslations("insights.payments.dayMarks");
  return (
    <span data-mark={mark} className={mark === "!" ? "font-bold text-warning" : "text-muted-foreground"}>
      <span aria-hidden="true">{mark}</span>
      <span className="sr-only">{t(DAY_MARK_KEY[mark])}</span>
    </span>
  );
}

export function ChargeStateBadge({ charge, locale }: { charge: MarkedCharge; locale: string }) {
  const t = useTranslations("insights.payments.states");
  const { state, paid } = charge;
  if (state === null || state === "upcoming") return null;
  const symbol = MARK_SYMBOLS[state];
  const text = state === "paid_different" && paid ? t("paid_different", { amount: formatMoney(paid.amount, paid.currency, locale) }) : t(state);
  return (
    <Badge variant={STATE_VARIANT[state]} className="ml-2" data-state={state}>
      {symbol ? <span aria-hidden="true">{symbol}</span> : null}
      {text}
    </Badge>
  );
}
