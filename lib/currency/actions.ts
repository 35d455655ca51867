"use server";

import { z } from "@/lib/zod";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok } from "@/lib/actions/result";
import { currencySchema } from "./schema";

const confirmCurrencySchema = z.object({ currency: currencySchema });

export const confirmCurrencyAction = userAction(confirmCurrencySchema, async ({ currency }, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("user_profiles")
    .update({ default_currency: currency, currency_confirmed: true })
    .eq("id", userId)
    .select("default_currency")
    .maybeSingle();
  if (error || !data) return fail("currency.proposal.failed");
  revalidateSignedInPages();
  return ok({ currency });
});
