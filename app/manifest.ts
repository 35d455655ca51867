import type { MetadataRoute } from "next";
import { getTranslations } from "next-intl/server";
import { defaultLocale } from "@/lib/i18n/locales";

export const THEME_COLOR = "#3043bc";
const BACKGROUND_COLOR = "#f9fafb";

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const common = await getTranslations({ locale: defaultLocale, namespace: "common" });
  const metadata = await getTranslations({ locale: defaultLocale, namespace: "metadata" });
  return {
    id: "/",
    name: common("appName"),
    short_name: "Subscriptions",
    description: metadata("description"),
    // Installed, the app opens on the dashboard (visitors who are not signed in land on "/").
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    categories: ["finance", "productivity", "utilities"],
    lang: defaultLocale,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
