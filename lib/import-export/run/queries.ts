import "server-only";
import type { ServerClient } from "@/lib/supabase/server";

export type LastImport = { createdAt: string; source: string; fileName: string | null };

export async function getLastImport(supabase: ServerClient): Promise<LastImport | null> {
  const { data, error } = await supabase
    .from("import_batches")
    .select("created_at, source, file_name")
    .is("undone_at", null)
    .order("created_at", { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error || !data) return null;
  return { createdAt: data.created_at, source: data.source, fileName: data.file_name };
}
