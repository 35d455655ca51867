import { cookies } from "next/headers";
import { getCurrentUser } from "@/lib/auth/queries";
import { siteUrl } from "@/lib/env";
import { TIME_ZONE_COOKIE, timeZoneFromCookie } from "@/lib/dates/time-zone";
import { createClient } from "@/lib/supabase/server";
import { toBackup } from "@/lib/import-export/export/export-backup";
import { subscriptionsCsv } from "@/lib/import-export/export/export-csv";
import { paymentsCsv } from "@/lib/import-export/export/export-payments-csv";
import { loadExport, type ExportData } from "@/lib/import-export/export/load-export";

const FORMATS = {
  csv: { type: "text/csv; charset=utf-8", name: "subscriptions", extension: "csv" },
  json: { type: "application/json; charset=utf-8", name: "subscriptions", extension: "json" },
  payments: { type: "text/csv; charset=utf-8", name: "payments", extension: "csv" },
} as const;

type Format = keyof typeof FORMATS;

const isFormat = (format: string): format is Format => Object.hasOwn(FORMATS, format);

function body(format: Format, data: ExportData): string {
  if (format === "payments") return paymentsCsv(data);
  if (format === "csv") {
    return subscriptionsCsv(data, { rates: data.exchangeRates.rates, defaultCurrency: data.defaultCurrency, today: data.today, siteUrl: siteUrl() });
  }
  return `${JSON.stringify(toBackup(data, { exportedAt: new Date(), defaultCurrency: data.defaultCurrency }), null, 2)}\n`;
}

export async function GET(_request: Request, { params }: { params: Promise<{ format: string }> }) {
  const { format } = await params;
  if (!isFormat(format)) return new Response(null, { status: 404 });
  const supabase = await createClient();
  const user = await getCurrentUser(supabase);
  if (!user) return new Response(null, { status: 401 });
  const timeZone = timeZoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
  const data = await loadExport(supabase, user, timeZone);
  if (!data) return new Response(null, { status: 503 });

  const { type, name, extension } = FORMATS[format];
  return new Response(body(format, data), {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}-${data.today}.${extension}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
