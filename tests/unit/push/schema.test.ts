import { describe, expect, it } from "vitest";
import { pushSubscriptionSchema } from "@/lib/push/schema";

const P256DH = `B${"A".repeat(86)}`;
const AUTH = "a".repeat(22);
const valid = { endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", keys: { p256dh: P256DH, auth: AUTH } };

describe("pushSubscriptionSchema", () => {
  it("accepts what PushSubscription.toJSON() gives, padded or not", () => {
    expect(pushSubscriptionSchema.parse(valid)).toEqual(valid);
    expect(pushSubscriptionSchema.parse({ ...valid, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } })).toEqual(valid);
  });

  it("refuses keys of the wrong length or alphabet, and a compressed or missing point", () => {
    for (const keys of [
      { p256dh: P256DH.slice(1), auth: AUTH },
      { p256dh: `A${P256DH.slice(1)}`, auth: AUTH },
      { p256dh: P256DH.replace("A", "+"), auth: AUTH },
      { p256dh: P256DH, auth: AUTH.slice(1) },
      { p256dh: P256DH, auth: `${AUTH.slice(1)}/` },
      { p256dh: P256DH },
    ]) {
      expect(pushSubscriptionSchema.safeParse({ ...valid, keys }).success, JSON.stringify(keys)).toBe(false);
    }
  });

  it("refuses endpoints the server must not call", () => {
    for (const endpoint of ["http://push.example.com/x", "https://10.0.0.1/x", "not a url", 42]) {
      expect(pushSubscriptionSchema.safeParse({ ...valid, endpoint }).success, String(endpoint)).toBe(false);
    }
  });
});
