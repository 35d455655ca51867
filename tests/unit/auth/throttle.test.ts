import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/auth/client-address";
import { THROTTLE_POLICIES, retryAfterSeconds, type AttemptCounts } from "@/lib/auth/throttle-policy";
import { throttleMessage } from "@/lib/auth/throttled";

const NOW = 1_800_000_000;
const policy = THROTTLE_POLICIES.password;
const none: AttemptCounts = { now: NOW, pair: 0, pair_oldest: null, address: 0, address_oldest: null, account: 0, account_latest: null };

describe("retryAfterSeconds", () => {
  it("lets attempts through below every limit", () => {
    expect(retryAfterSeconds(policy, none, true)).toBe(0);
    expect(retryAfterSeconds(policy, { ...none, pair: 4, pair_oldest: NOW - 10, address: 4, address_oldest: NOW - 10, account: 4, account_latest: NOW }, true)).toBe(0);
  });

  it("holds one account from one address until its oldest counted attempt leaves the window", () => {
    const counts = { ...none, pair: 5, pair_oldest: NOW - 300, address: 5, address_oldest: NOW - 300, account: 5, account_latest: NOW - 1 };
    expect(retryAfterSeconds(policy, counts, true)).toBe(600);
  });

  it("lets 3 reset emails per address and account, and 10 per address, an hour", () => {
    const reset = THROTTLE_POLICIES.recovery;
    const pair = { ...none, pair: 3, pair_oldest: NOW - 600, address: 3, address_oldest: NOW - 600, account: 3, account_latest: NOW - 1 };
    expect(retryAfterSeconds(reset, { ...pair, pair: 2 }, true)).toBe(0);
    expect(retryAfterSeconds(reset, pair, true)).toBe(3000);
    const address = { ...none, pair: 1, pair_oldest: NOW - 60, address: 10, address_oldest: NOW - 3000, account: 1, account_latest: NOW - 60 };
    expect(retryAfterSeconds(reset, address, true)).toBe(600);
  });

  it("holds an address that tries many accounts", () => {
    const counts = { ...none, pair: 1, pair_oldest: NOW - 5, address: 50, address_oldest: NOW - 800, account: 1, account_latest: NOW - 5 };
    expect(retryAfterSeconds(policy, counts, true)).toBe(100);
  });

  it("only slows an account tried from many addresses, by at most a minute, so nobody can lock its owner out", () => {
    const slowed = (account: number, sinceLast: number) =>
      retryAfterSeconds(policy, { ...none, address: 1, address_oldest: NOW, account, account_latest: NOW - sinceLast }, true);
    expect(slowed(10, 0)).toBe(1);
    expect(slowed(13, 0)).toBe(8);
    expect(slowed(14, 3)).toBe(13);
    expect(slowed(500, 0)).toBe(60);
    expect(slowed(500, 60)).toBe(0);
  });

  it("without a trusted client address, applies only the per-account slow-down", () => {
    const counts = { ...none, pair: 40, pair_oldest: NOW - 10, address: 400, address_oldest: NOW - 10, account: 9, account_latest: NOW };
    expect(retryAfterSeconds(policy, counts, false)).toBe(0);
  });
});

describe("clientAddress", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it("trusts no header unless the deployment names one", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "198.51.100.7", "x-real-ip": "198.51.100.7" }), null)).toBeNull();
  });

  it("reads the named header, and from X-Forwarded-For the entry the proxy appended, not the client's", () => {
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.7" }), "x-real-ip")).toBe("198.51.100.7");
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.66, 198.51.100.7" }), "x-forwarded-for")).toBe("198.51.100.7");
    expect(clientAddress(headers({ "cf-connecting-ip": "2001:db8::1" }), "cf-connecting-ip")).toBe("2001:db8::1");
    expect(clientAddress(headers({ "x-real-ip": "[2001:db8::1]:443" }), "x-real-ip")).toBe("2001:db8::1");
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.7:8080" }), "x-real-ip")).toBe("198.51.100.7");
  });

  it("ignores a missing or malformed value", () => {
    expect(clientAddress(headers({}), "x-real-ip")).toBeNull();
    for (const value of ["unknown", "evil.example", "1.2.3", "' or 1=1 --", "x".repeat(100)]) {
      expect(clientAddress(headers({ "x-real-ip": value }), "x-real-ip"), value).toBeNull();
    }
  });
});

describe("throttleMessage", () => {
  it("says seconds under a minute and whole minutes, rounded up, above", () => {
    expect(throttleMessage(0.2)).toEqual({ key: "seconds", values: { count: 1 } });
    expect(throttleMessage(42)).toEqual({ key: "seconds", values: { count: 42 } });
    expect(throttleMessage(61)).toEqual({ key: "minutes", values: { count: 2 } });
    expect(throttleMessage(900)).toEqual({ key: "minutes", values: { count: 15 } });
  });
});
