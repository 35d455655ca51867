import "server-only";
import type { ServerClient } from "@/lib/supabase/server";

export type PushDevice = {
  id: string;
  endpoint: string;
  label: string | null;
  createdAt: string;
  failingSince: string | null;
};

export async function getPushDevices(supabase: ServerClient, userId: string): Promise<PushDevice[]> {
  const { data, error } = await supabase
    .from("push_subscriptions")
    .select("id, endpoint, device_label, created_at, failing_since")
    .eq("user_id", userId)
    .order("created_at", { ascending: true });
  if (error) throw new Error(`Loading push devices failed: ${error.message}`);
  return data.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    label: row.device_label,
    createdAt: row.created_at,
    failingSince: row.failing_since,
  }));
}
