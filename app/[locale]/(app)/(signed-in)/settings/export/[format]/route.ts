import { cookies } from "next/headers";
import { getCurrentUser } from "@/lib/auth/queries";
import { siteUrl } from "@/lib/env";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { createClient } from "@/lib/supabase/server";
import { toBackup } from "@/lib/import-export/export/export-backup";
import { subscriptionsCsv } from "@/lib/import-export/export/export-csv";
import { loadExport } from "@/lib/import-export/export/load-export";

const FORMATS = {
  csv: { type: "text/csv; charset=utf-8", extension: "csv" },
  json: { type: "application/json; charset=utf-8", extension: "json" },
} as const;

export async function GET(_request: Request, { params }: { params: Promise<{ format: string }> }) {
  const { format } = await params;
  if (format !== "csv" && format !== "json") return new Response(null, { status: 404 });
  const supabase = await createClient();
  const user = await getCurrentUser(supabase);
  if (!user) return new Response(null, { status: 401 });
  const timeZone = timeZoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
  const data = await loadExport(supabase, user, timeZone);
  if (!data) return new Response(null, { status: 503 });

  const body =
    format === "csv"
      ? subscriptionsCsv(data, { rates: data.exchangeRates.rates, defaultCurrency: data.defaultCurrency, today: data.today, siteUrl: siteUrl() })
      : `${JSON.stringify(toBackup(data, { exportedAt: new Date(), defaultCurrency: data.defaultCurrency }), null, 2)}\n`;
  return new Response(body, {
    headers: {
      "Content-Type": FORMATS[format].type,
      "Content-Disposition": `attachment; filename="subscriptions-${data.today}.${FORMATS[format].extension}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
