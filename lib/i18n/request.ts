import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale } from "./locales";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    // Pages format calendar dates themselves, in the user's zone; this only keeps next-intl's
    // own formatting identical on server and client.
    timeZone: "UTC",
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
