import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { AppFooter } from "@/components/layout/app-footer";
import { ServiceWorker } from "@/components/offline/service-worker";
import { isLocale } from "@/lib/i18n/locales";

// Client components of the signed-in pages translate in the browser. The landing page stays
// outside this group so its first load carries no message catalogue or formatter, and the
// insights page renders on the server only, so its strings stay off every signed-in page, as do
// the calendar feed's, which only the feed route uses, and the trust pages', rendered on the server.
const SERVER_ONLY_NAMESPACES = new Set(["landing", "metadata", "notFound", "insights", "calendarFeed", "legal"]);

export default async function AppLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const messages = Object.fromEntries(
    Object.entries(await getMessages()).filter(([namespace]) => !SERVER_ONLY_NAMESPACES.has(namespace)),
  );
  return (
    <NextIntlClientProvider messages={messages}>
      {children}
      <AppFooter />
      <ServiceWorker />
    </NextIntlClientProvider>
  );
}
