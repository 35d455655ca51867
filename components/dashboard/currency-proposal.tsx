"use client";

import { Coins } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, useSyncExternalStore } from "react";
import { CurrencySelect } from "@/components/currency/currency-select";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { confirmCurrencyAction } from "@/lib/currency/actions";
import type { Currency } from "@/lib/currency/currencies";
import { currencyOptions } from "@/lib/currency/names";
import { proposeCurrency } from "@/lib/currency/region-currency";

const subscribe = () => () => {};
const browserLanguages = () => (navigator.languages?.length ? navigator.languages : [navigator.language]).join(",");

/** Asked once, on the first dashboard visit, proposing the browser region's currency. */
export function CurrencyProposal({ current }: { current: Currency }) {
  const t = useTranslations("currency.proposal");
  const locale = useLocale();
  const router = useRouter();
  const headingId = useId();
  const selectId = useId();
  const languages = useSyncExternalStore(subscribe, browserLanguages, () => "");
  const proposed = proposeCurrency(languages.split(",").filter(Boolean)) ?? current;
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Currency | null>(null);
  const [pending, setPending] = useState(false);
  const [answered, setAnswered] = useState(false);
  if (languages === "" || answered) return null;

  const selected = choice ?? proposed;
  const label = (code: Currency) => currencyOptions(locale).find((option) => option.value === code)?.label ?? code;

  async function answer(currency: Currency) {
    setPending(true);
    const result = await confirmCurrencyAction({ currency }).catch(() => null);
    setPending(false);
    if (!result?.ok) {
      toast.error(t("failed"));
      return;
    }
    setAnswered(true);
    toast.success(t("saved", { currency: label(currency) }));
    router.refresh();
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-primary/30 bg-card p-4 shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <Coins aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="space-y-1">
            <h2 id={headingId} className="font-semibold">
              {t("title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("body", { currency: label(proposed) })}</p>
          </div>
          {choosing ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="grid gap-1.5 sm:w-80">
                <label htmlFor={selectId} className="text-sm font-medium">
                  {t("otherLabel")}
                </label>
                <CurrencySelect id={selectId} value={selected} onChange={setChoice} />
              </div>
              <Button disabled={pending} onClick={() => answer(selected)}>
                {t("save")}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button disabled={pending} onClick={() => answer(proposed)}>
                {t("confirm", { currency: proposed })}
              </Button>
              <Button variant="outline" disabled={pending} onClick={() => setChoosing(true)}>
                {t("other")}
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
