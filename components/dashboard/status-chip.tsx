import { CircleAlert, CircleCheck, CircleSlash, CircleX, Gift, Infinity as Lifetime, CirclePause } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { SubscriptionStatus } from "@/lib/subscriptions/status";

const variants = {
  active: { variant: "success", Icon: CircleCheck },
  expiringSoon: { variant: "warning", Icon: CircleAlert },
  expired: { variant: "destructive", Icon: CircleX },
  trial: { variant: "info", Icon: Gift },
  paused: { variant: "secondary", Icon: CirclePause },
  cancelled: { variant: "secondary", Icon: CircleSlash },
  oneTime: { variant: "outline", Icon: Lifetime },
} as const;

/** Colour and text together, so the status never depends on seeing colour. */
export function StatusChip({ status }: { status: SubscriptionStatus }) {
  const t = useTranslations("status");
  const { variant, Icon } = variants[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden="true" />
      {t(status)}
    </Badge>
  );
}
