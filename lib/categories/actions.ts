"use server";

import { userAction } from "@/lib/actions/action";
import { databaseRefusal } from "@/lib/actions/database-errors";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { categoryIdSchema, createCategorySchema, updateCategorySchema } from "./schema";
import { toCategory, type Category } from "@/lib/categories/types";

const UNIQUE_VIOLATION = "23505";

function writeFailure(error: { code?: string; message?: string; hint?: string | null }, formError: string): ActionResult<never> {
  if (error.code === UNIQUE_VIOLATION) return { ok: false, fieldErrors: { name: ["duplicateCategoryName"] } };
  return databaseRefusal(error) ?? fail(formError);
}

export const createCategoryAction = userAction(createCategorySchema, async (input, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("subscription_categories")
    .insert({ user_id: userId, name: input.name, description: input.description, color: input.color })
    .select("*")
    .single();
  if (error || !data) return writeFailure(error ?? {}, "categories.toast.addFailed");
  revalidateSignedInPages();
  return ok<Category>(toCategory(data));
});

export const updateCategoryAction = userAction(updateCategorySchema, async (input, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("subscription_categories")
    .update({ name: input.name, description: input.description, color: input.color })
    .eq("id", input.id)
    .eq("user_id", userId)
    .select("*")
    .maybeSingle();
  if (error || !data) return writeFailure(error ?? {}, "categories.toast.updateFailed");
  revalidateSignedInPages();
  return ok<Category>(toCategory(data));
});

// The subscriptions' foreign key moves them to Uncategorized.
export const deleteCategoryAction = userAction(categoryIdSchema, async ({ id }, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("subscription_categories")
    .delete()
    .eq("id", id)
    .eq("user_id", userId)
    .select("id");
  if (error || !data || data.length === 0) return fail("categories.toast.deleteFailed");
  revalidateSignedInPages();
  return ok(null);
});
