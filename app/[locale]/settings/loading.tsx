import { getTranslations } from "next-intl/server";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";

export default async function Loading() {
  const t = await getTranslations("common");
  return <FullPageSpinner label={t("loading")} />;
}
