import { History } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { localToday } from "@/lib/subscriptions/form-values";
import { priceHistory } from "@/lib/subscriptions/price-history";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { PriceHistoryList } from "./price-history-list";

/** The edit dialog's record of the subscription's prices: as saved, not as being edited. */
export function PriceHistorySection({ subscription, priceChanges }: { subscription: Subscription; priceChanges: PriceChange[] }) {
  const t = useTranslations("priceHistory");
  const locale = useLocale();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-medium">
        <History aria-hidden="true" className="size-4 text-muted-foreground" />
        {t("title")}
      </h3>
      <PriceHistoryList
        entries={priceHistory(subscription, priceChanges)}
        currency={subscription.currency}
        locale={locale}
        today={localToday()}
      />
    </section>
  );
}
