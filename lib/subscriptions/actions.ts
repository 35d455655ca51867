"use server";

import { z } from "@/lib/zod";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import {
  createSubscriptionSchema,
  subscriptionIdSchema,
  updateSubscriptionSchema,
} from "./schema";
import { databaseRefusal } from "@/lib/actions/database-errors";
import { idField, nullableIdField } from "@/lib/forms/fields";
import type { SubscriptionRemindersInput } from "./reminders-schema";
import { toSubscription, toSubscriptionRow } from "./row";
import type { Subscription } from "./types";

const FOREIGN_KEY_VIOLATION = "23503";

const moveSubscriptionSchema = z.object({
  id: idField,
  categoryId: nullableIdField("invalidCategory"),
});

function toReminderArgs(reminders: SubscriptionRemindersInput | undefined) {
  if (!reminders) return {};
  return {
    reminders_enabled: reminders.mode !== "off",
    reminder_lead_days: reminders.mode === "custom" ? reminders.leadDays : null,
    remind_to_cancel: reminders.remindToCancel,
  };
}

// The category foreign key includes user_id, so another user's category fails here, not silently.
function writeFailure(error: { code?: string; message?: string; hint?: string | null }, formError: string): ActionResult<never> {
  if (error.code === FOREIGN_KEY_VIOLATION) return { ok: false, fieldErrors: { categoryId: ["invalidCategory"] } };
  return databaseRefusal(error) ?? fail(formError);
}

export const createSubscriptionAction = userAction(
  createSubscriptionSchema,
  async (input, { supabase, userId }): Promise<ActionResult<Subscription>> => {
    const { data, error } = await supabase
      .from("subscriptions")
      .insert({ ...toSubscriptionRow(input), user_id: userId })
      .select("*")
      .single();
    if (error || !data) return writeFailure(error ?? {}, "subscriptionToasts.addFailed");
    revalidateSignedInPages();
    return ok(toSubscription(data));
  },
);

// One transaction: the edit, its price change and its reminder choices are saved together or not at all.
export const updateSubscriptionAction = userAction(
  updateSubscriptionSchema,
  async ({ id, priceChange, reminders, ...input }, { supabase }): Promise<ActionResult<Subscription>> => {
    const { data, error } = await supabase
      .rpc("update_subscription", {
        ...toSubscriptionRow(input),
        subscription_id: id,
        new_price: priceChange?.newPrice ?? null,
        effective_date: priceChange?.effectiveDate ?? null,
        ...toReminderArgs(reminders),
      })
      .maybeSingle();
    if (error) return writeFailure(error, "subscriptionToasts.updateFailed");
    if (!data) return fail("subscriptionToasts.notFound");
    revalidateSignedInPages();
    return ok(toSubscription(data));
  },
);

export const deleteSubscriptionAction = userAction(
  subscriptionIdSchema,
  async ({ id }, { supabase, userId }): Promise<ActionResult<null>> => {
    const { data, error } = await supabase
      .from("subscriptions")
      .delete()
      .eq("id", id)
      .eq("user_id", userId)
      .select("id");
    if (error) return fail("subscriptionToasts.deleteFailed");
    if (!data || data.length === 0) return fail("subscriptionToasts.notFound");
    revalidateSignedInPages();
    return ok(null);
  },
);

export const moveSubscriptionAction = userAction(
  moveSubscriptionSchema,
  async ({ id, categoryId }, { supabase, userId }): Promise<ActionResult<null>> => {
    const { data, error } = await supabase
      .from("subscriptions")
      .update({ category_id: categoryId })
      .eq("id", id)
      .eq("user_id", userId)
      .select("id");
    if (error) return writeFailure(error, "subscriptionToasts.moveFailed");
    if (!data || data.length === 0) return fail("subscriptionToasts.notFound");
    revalidateSignedInPages();
    return ok(null);
  },
);
