import type { WebSocketLikeConstructor } from "@supabase/realtime-js";
import { createClient } from "@supabase/supabase-js";
import { E2E_SUPABASE_PORT } from "../../../scripts/e2e-ports.mjs";
import { SERVICE_ROLE_KEY } from "../../../supabase/local/keys";

export const SUPABASE_URL = `http://127.0.0.1:${E2E_SUPABASE_PORT}`;

/** Node 20 has no global WebSocket, and these helpers never open a realtime channel. */
export class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used by the end-to-end helpers");
  }
}

export function adminClient() {
  return createClient(SUPABASE_URL, SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as unknown as WebSocketLikeConstructor },
  });
}

/** A unique address per test, so parallel tests never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function createConfirmedUser(prefix: string, password = "correct-horse") {
  const email = uniqueEmail(prefix);
  const { data, error } = await adminClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error("createUser returned no user");
  return { id: data.user.id, email, password };
}

type MailMessage = { to: string; subject: string; link: string };

/** The newest message to `email` in the local mailbox, waiting for it to arrive. */
export async function latestMail(email: string, timeoutMs = 10_000): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${SUPABASE_URL}/mailbox/messages.json?to=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as MailMessage[];
    if (messages.length > 0) return messages[0];
    if (Date.now() > deadline) throw new Error(`no mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
