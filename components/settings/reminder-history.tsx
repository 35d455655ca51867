import { useLocale, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatDay } from "@/lib/dates/format-date";
import type { DigestHistoryEntry } from "@/lib/reminders/settings/history";

const STATUS_VARIANT = { sent: "success", failed: "destructive", claimed: "secondary" } as const;

export function ReminderHistory({ digests }: { digests: DigestHistoryEntry[] }) {
  const t = useTranslations("settings.notifications");
  const locale = useLocale();
  const headingId = "reminder-history-heading";
  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-5">
      <h3 id={headingId} className="text-sm font-medium">
        {t("historyTitle")}
      </h3>
      {digests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("historyEmpty")}</p>
      ) : (
        <ul className="grid gap-2">
          {digests.map((digest) => (
            <li key={digest.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <span className="tabular-nums">{formatDay(digest.localDate, locale, { year: true })}</span>
                <Badge variant="outline">{t(`historyChannel.${digest.channel}`)}</Badge>
                <span className="text-muted-foreground">
                  {digest.isTest ? t("historyTest") : t("historyCount", { count: digest.itemCount })}
                </span>
              </span>
              <Badge variant={digest.retrying ? "warning" : STATUS_VARIANT[digest.status]}>
                {digest.retrying ? t("historyStatus.retrying") : t(`historyStatus.${digest.status}`)}
              </Badge>
              {digest.status === "failed" && digest.error ? (
                <p className="basis-full text-xs text-muted-foreground">
                  {t.has(`historyError.${digest.error.code}`)
                    ? t(`historyError.${digest.error.code}`, { status: digest.error.status ?? "none" })
                    : t("historyError.unknown")}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
