"use server";

import { userAction } from "@/lib/actions/action";
import { fail, ok } from "@/lib/actions/result";
import { calendarDateField } from "@/lib/forms/fields";
import { z } from "@/lib/zod";
import { getRecordedPayments } from "./recorded";
import type { RecordedPayment } from "./review";

export const recordedPaymentsAction = userAction(z.object({ from: calendarDateField, to: calendarDateField }), async (window, { supabase, userId }) => {
  const payments = await getRecordedPayments(supabase, userId, window).catch(() => null);
  if (!payments) return fail("statements.confirm.loadFailed");
  return ok<RecordedPayment[]>(payments);
});
