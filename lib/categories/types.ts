import type { Tables } from "@/lib/supabase/database.types";

export type Category = {
  id: number;
  name: string;
  description: string | null;
  color: string;
  createdAt: string;
  updatedAt: string;
};

export const UNCATEGORIZED_COLOR = "#9CA3AF";

export function toCategory(row: Tables<"subscription_categories">): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
