import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { toCategory, type Category } from "@/lib/categories/types";

type Client = SupabaseClient<Database>;

export async function getCategories(supabase: Client, userId: string): Promise<Category[]> {
  const { data, error } = await supabase
    .from("subscription_categories")
    .select("*")
    .eq("user_id", userId)
    .order("name", { ascending: true });
  if (error) throw new Error(`Loading categories failed: ${error.message}`);
  return data.map(toCategory);
}
