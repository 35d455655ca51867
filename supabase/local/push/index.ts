// /push: a stand-in for a browser's push service (RFC 8030), for development and tests. It hands
// out subscriptions as a browser would (an endpoint and the keys of a receiving device), accepts
// Web Push messages for them only with a valid VAPID authorization, decrypts each with the device's
// private key (RFC 8291, aes128gcm) and keeps what it read; it can answer 404 or 410 on demand.
//   POST   /push/subscriptions                 {applicationServerKey} → PushSubscription.toJSON()
//   POST   /push/send/<id>                     a Web Push message (the endpoint)
//   GET    /push/subscriptions/<id>/messages   what arrived, decrypted, oldest first
//   PUT    /push/subscriptions/<id>/answer     {status: 404 | 410 | 500 | 503 | null}: answer sends with it
//   DELETE /push/subscriptions/<id>            the subscription is gone: sends get 410
// Nothing is kept across restarts.
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import ece from "http_ece";
import { checkVapid, type VapidClaims } from "./vapid";

export type PushMessage = {
  id: string;
  receivedAt: string;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  /** The decrypted payload, as text. */
  payload: string;
  vapid: VapidClaims;
};

export type PushSubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

type Device = {
  id: string;
  endpoint: string;
  applicationServerKey: string;
  ecdh: ECDH;
  auth: Buffer;
  answer: number | null;
  gone: boolean;
  messages: PushMessage[];
};

export type PushService = {
  handle(request: Request, path: string): Promise<Response>;
  subscribe(applicationServerKey: string): PushSubscriptionJson;
  messages(endpoint: string): PushMessage[];
  /** Sends to the endpoint answer `status` from now on (null: accept them again). */
  answerWith(endpoint: string, status: number | null): void;
};

const ANSWERS = new Set([404, 410, 429, 500, 503]);
const MAX_BODY = 4096;
const KEY = /^[A-Za-z0-9_-]{87}$/;

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
const problem = (status: number, message: string) => json({ message }, status);

export function createPushService(baseUrl: string): PushService {
  const devices = new Map<string, Device>();
  const idOf = (endpoint: string) => /\/push\/send\/([A-Za-z0-9_-]+)$/.exec(endpoint)?.[1] ?? "";

  function subscribe(applicationServerKey: string): PushSubscriptionJson {
    const key = applicationServerKey.replace(/=+$/, "");
    if (!KEY.test(key) || Buffer.from(key, "base64url")[0] !== 4) throw new Error("applicationServerKey must be an uncompressed P-256 public key");
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const id = randomBytes(18).toString("base64url");
    const device: Device = {
      id,
      endpoint: `${baseUrl}/push/send/${id}`,
      applicationServerKey: key,
      ecdh,
      auth: randomBytes(16),
      answer: null,
      gone: false,
      messages: [],
    };
    devices.set(id, device);
    return {
      endpoint: device.endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: device.auth.toString("base64url") },
    };
  }

  async function receive(request: Request, device: Device | undefined): Promise<Response> {
    if (!device || device.gone) return problem(410, "push subscription has unsubscribed or expired");
    const ttlHeader = request.headers.get("ttl") ?? "";
    if (!/^\d{1,10}$/.test(ttlHeader)) return problem(400, "TTL header is required");
    const ttl = Number(ttlHeader);
    const vapid = await checkVapid(request.headers.get("authorization"), {
      applicationServerKey: device.applicationServerKey,
      audience: new URL(device.endpoint).origin,
    });
    if (!vapid.ok) return problem(vapid.status, vapid.reason);
    if (device.answer) return problem(device.answer, `answering ${device.answer} as asked`);
    if (request.headers.get("content-encoding") !== "aes128gcm") return problem(415, "Content-Encoding must be aes128gcm");
    const body = Buffer.from(await request.arrayBuffer());
    if (body.length > MAX_BODY) return problem(413, "payload too large");
    let payload: string;
    try {
      payload = ece.decrypt(body, { version: "aes128gcm", privateKey: device.ecdh, authSecret: device.auth }).toString("utf8");
    } catch (error) {
      return problem(400, `could not decrypt: ${(error as Error).message}`);
    }
    const message: PushMessage = {
      id: randomBytes(9).toString("base64url"),
      receivedAt: new Date().toISOString(),
      ttl,
      topic: request.headers.get("topic"),
      urgency: request.headers.get("urgency"),
      payload,
      vapid: vapid.claims,
    };
    device.messages.push(message);
    return new Response(null, { status: 201, headers: { Location: `${baseUrl}/push/messages/${message.id}` } });
  }

  async function handle(request: Request, path: string): Promise<Response> {
    const send = /^\/send\/([A-Za-z0-9_-]+)$/.exec(path);
    if (send) return request.method === "POST" ? receive(request, devices.get(send[1])) : problem(405, "POST a message");
    if (path === "/subscriptions" && request.method === "POST") {
      const body = (await request.json().catch(() => null)) as { applicationServerKey?: unknown } | null;
      try {
        return json(subscribe(typeof body?.applicationServerKey === "string" ? body.applicationServerKey : ""), 201);
      } catch (error) {
        return problem(400, (error as Error).message);
      }
    }
    const one = /^\/subscriptions\/([A-Za-z0-9_-]+)(\/messages|\/answer)?$/.exec(path);
    const device = one ? devices.get(one[1]) : undefined;
    if (!one || !device) return problem(404, "no such push subscription");
    if (one[2] === "/messages" && request.method === "GET") return json(device.messages);
    if (one[2] === "/answer" && request.method === "PUT") {
      const body = (await request.json().catch(() => null)) as { status?: unknown } | null;
      const status = body?.status ?? null;
      if (status !== null && !ANSWERS.has(Number(status))) return problem(400, `status must be one of ${[...ANSWERS].join(", ")} or null`);
      device.answer = status === null ? null : Number(status);
      return json({ answer: device.answer });
    }
    if (!one[2] && request.method === "DELETE") {
      device.gone = true;
      return new Response(null, { status: 204 });
    }
    return problem(405, "method not allowed");
  }

  return {
    handle,
    subscribe,
    messages: (endpoint) => [...(devices.get(idOf(endpoint))?.messages ?? [])],
    answerWith(endpoint, status) {
      const device = devices.get(idOf(endpoint));
      if (!device) throw new Error(`no push subscription at ${endpoint}`);
      device.answer = status;
    },
  };
}
