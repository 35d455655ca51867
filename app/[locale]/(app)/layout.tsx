import { NextIntlClientProvider } from "next-intl";
import { getMessages, setRequestLocale } from "next-intl/server";
import { AppFooter } from "@/components/layout/app-footer";
import { ServiceWorker } from "@/components/offline/service-worker";
import { isLocale } from "@/lib/i18n/locales";

// Client components here translate in the browser; namespaces only server components use stay
// off the client so no signed-in page (and not the landing, outside this group) ships them.
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
