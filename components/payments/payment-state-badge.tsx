import { Ban, Check, CircleAlert, Clock, RotateCcw, Undo2, X, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ChargeState } from "@/lib/payments/charge-state";
import { cn } from "@/lib/utils";

const LOOK: Record<ChargeState, { icon: LucideIcon; className: string }> = {
  paid: { icon: Check, className: "text-success" },
  paid_different: { icon: Check, className: "text-success" },
  assumed_paid: { icon: Check, className: "text-muted-foreground" },
  skipped: { icon: Ban, className: "text-muted-foreground" },
  failed: { icon: X, className: "text-destructive" },
  refunded: { icon: Undo2, className: "text-muted-foreground" },
  upcoming: { icon: RotateCcw, className: "text-muted-foreground" },
  due: { icon: Clock, className: "text-warning" },
  overdue: { icon: CircleAlert, className: "text-destructive" },
};

export function PaymentStateBadge({ state }: { state: ChargeState }) {
  const t = useTranslations("payments.state");
  const { icon: Icon, className } = LOOK[state];
  return (
    <span className={cn("inline-flex items-center gap-1 text-xs font-medium", className)}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(state)}
    </span>
  );
}
