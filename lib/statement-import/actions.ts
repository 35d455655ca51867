"use server";

import { userAction } from "@/lib/actions/action";
import { quotaMessageKey } from "@/lib/actions/database-errors";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { frozenRate } from "@/lib/payments/mark-paid";
import { baseCurrencyOf, paymentRates } from "@/lib/payments/rates";
import type { ServerClient } from "@/lib/supabase/server";
import { z } from "@/lib/zod";
import { toConfirmArgs, toSummary, type RateFor, type StatementImportSummary } from "./confirm-args";
import { loadStatementContext, type StatementContext } from "./queries";
import { statementConfirmationSchema, type StatementConfirmation } from "./schema";

const FOREIGN_KEY_VIOLATION = "23503";

type DatabaseError = { code?: string; message?: string; hint?: string | null };

function confirmFailure(error: DatabaseError | null): ActionResult<never> {
  // Every subscription named must be the user's own; one deleted meanwhile, or another user's, is refused.
  if (error?.code === FOREIGN_KEY_VIOLATION) return fail("statements.confirm.subscriptionNotFound");
  return fail(quotaMessageKey(error) ?? "statements.confirm.failed");
}

/** Freezes each charge's rate into the user's currency where the day's rate is known, as marking a payment does. */
async function chargeRates(
  supabase: ServerClient,
  userId: string,
  confirmation: StatementConfirmation,
): Promise<RateFor> {
  const charges = [...confirmation.payments, ...confirmation.subscriptions.flatMap((item) => item.payments)];
  if (charges.length === 0) return () => null;
  const base = await baseCurrencyOf(supabase, userId);
  const currencies = [...new Set(charges.map((charge) => charge.currency))];
  const rateOn = await paymentRates(supabase, base, currencies, charges.map((charge) => charge.paidOn)).catch(() => null);
  return (charge) => (rateOn ? frozenRate(charge.currency, base, charge.paidOn, rateOn) : null);
}

/** Stores what the user confirmed in a statement review as one import, which "Undo last import" takes back whole. */
export const confirmStatementImportAction = userAction(
  statementConfirmationSchema,
  async (confirmation, { supabase, userId }): Promise<ActionResult<StatementImportSummary>> => {
    const rateFor = await chargeRates(supabase, userId, confirmation);
    const { data, error } = await supabase.rpc("confirm_statement_import", toConfirmArgs(confirmation, rateFor)).single();
    if (error || !data) return confirmFailure(error);
    revalidateSignedInPages();
    return ok(toSummary(data));
  },
);

export const statementContextAction = userAction(z.object({}), async (_input, { supabase, userId }) => {
  const context = await loadStatementContext(supabase, userId).catch(() => null);
  if (!context) return fail("statements.confirm.loadFailed");
  return ok<StatementContext>(context);
});
