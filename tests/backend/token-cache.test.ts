// The local server remembers tokens whose signature checked out (as PostgREST's JWT cache does),
// and still holds each one to its expiry on every use.
import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyToken } from "@/supabase/local/keys";

afterEach(() => {
  vi.useRealTimers();
});

describe("verified tokens", () => {
  it("stay valid until their expiry and 30 s of skew, then answer expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T12:00:00Z") });
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken({ sub: crypto.randomUUID(), role: "authenticated", exp: now + 60 });

    expect(await verifyToken(token)).toMatchObject({ ok: true, claims: { role: "authenticated", exp: now + 60 } });
    expect(await verifyToken(token)).toMatchObject({ ok: true });
    vi.setSystemTime((now + 89) * 1000);
    expect(await verifyToken(token)).toMatchObject({ ok: true });
    vi.setSystemTime((now + 91) * 1000);
    expect(await verifyToken(token)).toEqual({ ok: false, reason: "expired", message: "JWT expired" });
    expect(await verifyToken(token)).toEqual({ ok: false, reason: "expired", message: "JWT expired" });
  });

  it("are remembered by their exact text: the same claims under another signature still fail", async () => {
    const token = await signAccessToken({ sub: crypto.randomUUID(), role: "authenticated", exp: Math.floor(Date.now() / 1000) + 600 });
    expect(await verifyToken(token)).toMatchObject({ ok: true });
    const [header, payload, signature] = token.split(".");
    const forged = `${header}.${payload}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await verifyToken(forged)).toEqual({ ok: false, reason: "invalid", message: "JWT cryptographic operation failed" });
  });

  it("hands out claims nobody can change for the next caller", async () => {
    const token = await signAccessToken({ sub: crypto.randomUUID(), role: "authenticated", exp: Math.floor(Date.now() / 1000) + 600 });
    const first = await verifyToken(token);
    if (!first.ok) throw new Error(first.message);
    expect(() => {
      first.claims.role = "service_role";
    }).toThrow(TypeError);
    expect(await verifyToken(token)).toMatchObject({ ok: true, claims: { role: "authenticated" } });
  });
});
