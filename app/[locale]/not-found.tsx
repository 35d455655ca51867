import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export default async function NotFound() {
  const t = await getTranslations();
  return (
    <main className="grid min-h-dvh place-items-center px-6 py-24">
      <div className="max-w-md text-center">
        <p className="text-6xl font-semibold tracking-tight text-primary">404</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t("notFound.title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("notFound.description")}</p>
        <Button asChild className="mt-8">
          <Link href="/">{t("common.backHome")}</Link>
        </Button>
      </div>
    </main>
  );
}
