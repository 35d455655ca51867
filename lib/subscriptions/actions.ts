"use server";

import { z } from "@/lib/zod";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import {
  createSubscriptionSchema,
  subscriptionIdSchema,
  updateSubscriptionSchema,
  type CreateSubscriptionInput,
} from "./schema";
import { idField, nullableIdField } from "@/lib/forms/fields";
import { saveSubscriptionReminders } from "@/lib/reminders/write";
import { toSubscription, type Subscription } from "./types";

const FOREIGN_KEY_VIOLATION = "23503";

const moveSubscriptionSchema = z.object({
  id: idField,
  categoryId: nullableIdField("invalidCategory"),
});

function toRow(input: CreateSubscriptionInput) {
  return {
    name: input.name,
    brand: input.brand,
    price: input.price,
    currency: input.currency,
    start_date: input.startDate,
    end_date: input.endDate,
    cycle: input.cycle,
    icon_url: input.iconUrl,
    auto_renew: input.autoRenew,
    category_id: input.categoryId,
    status: input.status,
    trial_ends_on: input.trialEndsOn,
    paused_on: input.pausedOn,
    cancelled_on: input.cancelledOn,
    notes: input.notes,
    website_url: input.websiteUrl,
    payment_method: input.paymentMethod,
  };
}

/** The category foreign key includes user_id, so another user's category fails here, not silently. */
function writeFailure(error: { code?: string }, formError: string): ActionResult<never> {
  if (error.code === FOREIGN_KEY_VIOLATION) return { ok: false, fieldErrors: { categoryId: ["invalidCategory"] } };
  return fail(formError);
}

export const createSubscriptionAction = userAction(
  createSubscriptionSchema,
  async (input, { supabase, userId }): Promise<ActionResult<Subscription>> => {
    const { data, error } = await supabase
      .from("subscriptions")
      .insert({ ...toRow(input), user_id: userId })
      .select("*")
      .single();
    if (error || !data) return writeFailure(error ?? {}, "subscriptionToasts.addFailed");
    revalidateSignedInPages();
    return ok(toSubscription(data));
  },
);

/** One transaction: the edit and the price change recorded with it are saved together or not at all. */
export const updateSubscriptionAction = userAction(
  updateSubscriptionSchema,
  async ({ id, priceChange, reminders, ...input }, { supabase, userId }): Promise<ActionResult<Subscription>> => {
    const { data, error } = await supabase
      .rpc("update_subscription", {
        ...toRow(input),
        subscription_id: id,
        new_price: priceChange?.newPrice ?? null,
        effective_date: priceChange?.effectiveDate ?? null,
      })
      .maybeSingle();
    if (error) return writeFailure(error, "subscriptionToasts.updateFailed");
    if (!data) return fail("subscriptionToasts.notFound");
    revalidateSignedInPages();
    if (reminders && !(await saveSubscriptionReminders(supabase, userId, id, reminders))) {
      return fail("subscriptionForm.reminders.saveError");
    }
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
