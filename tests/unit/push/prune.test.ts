import { describe, expect, it } from "vitest";
import { PUSH_PRUNE_AFTER_DAYS, pushDeviceVerdict } from "@/lib/push/prune";

const NOW = new Date("2027-02-17T09:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe("pushDeviceVerdict", () => {
  it("keeps a device its push service accepted, however long it failed before", () => {
    expect(pushDeviceVerdict({ ok: true }, daysAgo(90), NOW)).toBe("keep");
  });

  it("removes a device at once when its subscription is gone (404, 410) or its endpoint is not allowed", () => {
    expect(pushDeviceVerdict({ ok: false, status: 404 }, null, NOW)).toBe("remove");
    expect(pushDeviceVerdict({ ok: false, status: 410 }, null, NOW)).toBe("remove");
    expect(pushDeviceVerdict({ ok: false, status: null, refused: true }, null, NOW)).toBe("remove");
  });

  it("keeps a device that fails otherwise until it has failed for 30 days without a success", () => {
    expect(PUSH_PRUNE_AFTER_DAYS).toBe(30);
    for (const status of [500, 503, 429, 413, 403, null]) {
      expect(pushDeviceVerdict({ ok: false, status }, null, NOW), `first failure, ${status}`).toBe("keep");
      expect(pushDeviceVerdict({ ok: false, status }, daysAgo(29.9), NOW), `29.9 days, ${status}`).toBe("keep");
      expect(pushDeviceVerdict({ ok: false, status }, daysAgo(30), NOW), `30 days, ${status}`).toBe("remove");
    }
  });
});
