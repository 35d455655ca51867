// POSTed with fetch rather than by web-push, so a slow push service is cut off by a timeout.
import webpush from "npm:web-push@3.6.7";
import type { OutgoingPush, PushSendResult } from "./reminders.ts";

export type PushConfig = {
  publicKey: string;
  privateKey: string;
  subject: string;
  timeoutMs: number;
};

export type PushSender = { send(push: OutgoingPush): Promise<PushSendResult>; describe: string };

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
