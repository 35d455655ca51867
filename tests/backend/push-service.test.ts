// The stand-in push service itself, sent to by hand rather than by web-push: it accepts a message
// only with a VAPID JWT signed by the subscription's application server key for its origin, and
// reads it by decrypting with the device's keys (RFC 8291), so what tests read was really encrypted.
import { createECDH, createPrivateKey, randomBytes } from "node:crypto";
import ece from "http_ece";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { fakeSubscription, receivedPushes, type FakeSubscription } from "./push-support";
import { supabaseUrl } from "./support";

/** An application server's key pair: the raw public key for `k`, the private key to sign with. */
function serverKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const publicKey = ecdh.getPublicKey();
  const privateKey = createPrivateKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      d: ecdh.getPrivateKey().toString("base64url"),
      x: publicKey.subarray(1, 33).toString("base64url"),
      y: publicKey.subarray(33).toString("base64url"),
    },
  });
  return { k: publicKey.toString("base64url"), privateKey };
}

type Keys = ReturnType<typeof serverKeys>;

async function jwt(keys: Keys, claims: { aud?: string; exp?: number; sub?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: "mailto:test@example.com", ...claims })
    .setProtectedHeader({ alg: "ES256", typ: "JWT" })
    .setAudience(claims.aud ?? new URL(supabaseUrl()).origin)
    .setExpirationTime(claims.exp ?? now + 3600)
    .sign(keys.privateKey);
}

function encrypt(subscription: FakeSubscription, text: string) {
  const sender = createECDH("prime256v1");
  sender.generateKeys();
  return ece.encrypt(Buffer.from(text), { version: "aes128gcm", privateKey: sender, dh: subscription.keys.p256dh, authSecret: subscription.keys.auth });
}

function send(subscription: FakeSubscription, body: Buffer, headers: Record<string, string>) {
  return fetch(subscription.endpoint, {
    method: "POST",
    headers: { "Content-Encoding": "aes128gcm", "Content-Type": "application/octet-stream", TTL: "60", ...headers },
    body: new Uint8Array(body),
  });
}

describe("the stand-in push service", () => {
  it("decrypts a message signed for its subscription and keeps it", async () => {
    const keys = serverKeys();
    const subscription = await fakeSubscription(keys.k);
    expect(subscription.endpoint.startsWith(`${supabaseUrl()}/push/send/`)).toBe(true);
    const body = encrypt(subscription, '{"title":"Hello"}');
    expect(body.includes(Buffer.from("Hello"))).toBe(false);
    const response = await send(subscription, body, { Authorization: `vapid t=${await jwt(keys)}, k=${keys.k}`, Topic: "greeting" });
    expect(response.status).toBe(201);
    expect(await receivedPushes(subscription.endpoint)).toMatchObject([{ payload: '{"title":"Hello"}', ttl: 60, topic: "greeting" }]);
  });

  it("refuses a missing, forged, expired or misdirected authorization, and what it cannot decrypt", async () => {
    const keys = serverKeys();
    const intruder = serverKeys();
    const subscription = await fakeSubscription(keys.k);
    const body = encrypt(subscription, "secret");
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, Record<string, string>, number][] = [
      ["no authorization", {}, 401],
      ["another key in k", { Authorization: `vapid t=${await jwt(intruder)}, k=${intruder.k}` }, 403],
      ["signed by another key", { Authorization: `vapid t=${await jwt(intruder)}, k=${keys.k}` }, 403],
      ["expired", { Authorization: `vapid t=${await jwt(keys, { exp: now - 10 })}, k=${keys.k}` }, 403],
      ["more than a day ahead", { Authorization: `vapid t=${await jwt(keys, { exp: now + 2 * 86400 })}, k=${keys.k}` }, 403],
      ["for another origin", { Authorization: `vapid t=${await jwt(keys, { aud: "https://fcm.googleapis.com" })}, k=${keys.k}` }, 403],
    ];
    for (const [what, headers, status] of cases) expect((await send(subscription, body, headers)).status, what).toBe(status);

    const authorization = `vapid t=${await jwt(keys)}, k=${keys.k}`;
    const tampered = Buffer.from(body);
    tampered[tampered.length - 1] ^= 1;
    expect((await send(subscription, tampered, { Authorization: authorization })).status).toBe(400);
    const forOther = encrypt(await fakeSubscription(keys.k), "secret");
    expect((await send(subscription, forOther, { Authorization: authorization })).status).toBe(400);
    expect((await send(subscription, body, { Authorization: authorization, TTL: "" })).status).toBe(400);
    expect(await receivedPushes(subscription.endpoint)).toEqual([]);
  });

  it("answers 404 or 410 on demand, and 410 once unsubscribed", async () => {
    const keys = serverKeys();
    const subscription = await fakeSubscription(keys.k);
    const id = subscription.endpoint.split("/").pop();
    const authorization = `vapid t=${await jwt(keys)}, k=${keys.k}`;
    await fetch(`${supabaseUrl()}/push/subscriptions/${id}/answer`, { method: "PUT", body: JSON.stringify({ status: 404 }) });
    expect((await send(subscription, encrypt(subscription, "x"), { Authorization: authorization })).status).toBe(404);
    await fetch(`${supabaseUrl()}/push/subscriptions/${id}`, { method: "DELETE" });
    expect((await send(subscription, encrypt(subscription, "x"), { Authorization: authorization })).status).toBe(410);
    expect((await fetch(`${supabaseUrl()}/push/send/${randomBytes(18).toString("base64url")}`, { method: "POST" })).status).toBe(410);
  });
});
