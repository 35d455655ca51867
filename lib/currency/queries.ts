import type { SupabaseClient } from "@supabase/supabase-js";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import { isCurrency, type Currency } from "./currencies";

type Client = SupabaseClient<Database>;

export type CachedRate = { base: Currency; target: Currency; rate: number; rateDate: CalendarDate };

export async function getCachedRates(
  supabase: Client,
  { into, currencies, from, to }: { into: Currency; currencies: Iterable<Currency>; from: CalendarDate; to: CalendarDate },
): Promise<CachedRate[]> {
  const others = [...new Set(currencies)].filter((currency) => currency !== into);
  if (others.length === 0) return [];
  const list = others.join(",");
  const rows = await readAllPages("exchange rates", (first, last) =>
    supabase
      .from("exchange_rates")
      .select("base, target, rate, rate_date")
      .or(`and(target.eq.${into},base.in.(${list})),and(base.eq.${into},target.in.(${list}))`)
      .gte("rate_date", from)
      .lte("rate_date", to)
      .order("id")
      .range(first, last),
  );
  return rows.flatMap((row) =>
    isCurrency(row.base) && isCurrency(row.target)
      ? [{ base: row.base, target: row.target, rate: Number(row.rate), rateDate: row.rate_date }]
      : [],
  );
}
