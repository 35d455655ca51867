// Sends a push message with the standard Web Push protocol: the payload encrypted for the device's
// keys (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292), both by the
// web-push library, then POSTed with fetch so a slow push service is cut off by a timeout. A failure
// is a code (lib/reminders/dispatch/digest-errors.ts) and the status; what the push service said goes to the log.
import webpush from "npm:web-push@3.6.7";
import type { OutgoingPush, PushSendResult } from "./reminders.ts";

export type PushConfig = {
  /** The VAPID key pair, base64url (npx web-push generate-vapid-keys). */
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this sender: a mailto: or https: URL. */
  subject: string;
  timeoutMs: number;
};

export type PushSender = { send(push: OutgoingPush): Promise<PushSendResult>; describe: string };

/** Null without a key pair: push is then off and the dispatcher leaves push digests alone. */
export function createPushSender(config: PushConfig): PushSender | null {
  if (!config.publicKey || !config.privateKey) return null;
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return {
    describe: `Web Push (VAPID ${config.publicKey.slice(0, 12)}…)`,
    async send(push) {
      let request: { endpoint: string; headers: Record<string, string | number>; body: Uint8Array | null };
      try {
        request = webpush.generateRequestDetails({ endpoint: push.endpoint, keys: push.keys }, push.payload, {
          vapidDetails,
          TTL: push.ttl,
          topic: push.topic,
          urgency: "normal",
        });
      } catch (error) {
        console.error("send-reminders: could not encrypt a push message", error);
        return { ok: false, status: null, error: "push_encrypt_failed" };
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
      }
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: "POST",
          headers,
          // A copy on its own ArrayBuffer: fetch takes no view of Node's shared Buffer pool.
          body: request.body ? new Uint8Array(request.body) : null,
          redirect: "manual",
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        console.error(`send-reminders: push service ${new URL(request.endpoint).host} unreachable`, error);
        return { ok: false, status: null, error: "push_unreachable" };
      }
      const text = await response.text().catch(() => "");
      if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
      console.error(`send-reminders: push service ${new URL(request.endpoint).host} answered ${response.status}: ${text.trim().slice(0, 200)}`);
      return { ok: false, status: response.status, error: `push_refused:${response.status}` };
    },
  };
}
