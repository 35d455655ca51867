import { describe, expect, it } from "vitest";
import type { DispatchIo, OutgoingPush, PushSendResult } from "@/lib/reminders/dispatch/dispatch-io";
import { sendPushDigest } from "@/lib/reminders/dispatch/push-channel";

const NOW = new Date("2027-02-17T09:00:00Z");
const message = { locale: "en", localDate: "2027-02-17", items: [] } as const;
const device = (id: string, endpoint = `https://fcm.googleapis.com/fcm/send/${id}`) => ({
  id,
  endpoint,
  p256dh: `B${"A".repeat(86)}`,
  auth: "a".repeat(22),
  failing_since: null,
});

function io(answer: ((push: OutgoingPush) => PushSendResult) | null): DispatchIo {
  return { sendPush: answer && (async (push: OutgoingPush) => answer(push)) } as unknown as DispatchIo;
}

const send = (answer: Parameters<typeof io>[0], devices = [device("a")]) =>
  sendPushDigest(io(answer), message, devices, { now: NOW, endpoints: { allowLoopback: false } });

describe("a push digest's failure", () => {
  it("is recorded as a code with the push service's status, never its answer", async () => {
    const refused = await send(() => ({ ok: false, status: 403, error: "push service answered 403: <html>admin</html>" }));
    expect(refused).toMatchObject({ sent: false, error: "push_refused:403" });
    const unreachable = await send(() => ({ ok: false, status: null, error: "connect ECONNREFUSED 10.0.0.5:443" }));
    expect(unreachable.error).toBe("push_unreachable");
    const encrypting = await send(() => ({ ok: false, status: null, error: "push_encrypt_failed" }));
    expect(encrypting.error).toBe("push_encrypt_failed");
    const thrown = await send(() => {
      throw new Error("socket hang up at 10.0.0.5");
    });
    expect(thrown.error).toBe("push_unreachable");
  });

  it("names an endpoint outside the push services, no devices, and a deployment without push", async () => {
    const pushes: string[] = [];
    const inside = await send((push) => (pushes.push(push.endpoint), { ok: true, status: 201 }), [device("x", "https://10.0.0.5.nip.io/x")]);
    expect(inside).toMatchObject({ sent: false, error: "push_endpoint_refused" });
    expect(pushes).toEqual([]);
    expect((await send(() => ({ ok: true, status: 201 }), [])).error).toBe("no_devices");
    expect((await send(null)).error).toBe("push_not_configured");
  });

  it("is none when one device accepted it", async () => {
    const result = await send((push) => (push.endpoint.endsWith("/a") ? { ok: false, status: 500, error: "down" } : { ok: true, status: 201 }), [device("a"), device("b")]);
    expect(result).toMatchObject({ sent: true, error: null });
  });
});
