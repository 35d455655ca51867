import { describe, expect, it } from "vitest";
import { isAllowedEndpoint } from "@/lib/push/endpoint";

const hosted = { allowLoopback: false };
const local = { allowLoopback: true };

describe("isAllowedEndpoint", () => {
  it("accepts the push services browsers use", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH-abc_123",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-abc",
      "https://web.push.apple.com/QGx1ZXJ5LWlk",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bcd%3d",
    ]) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(true);
    }
  });

  it("refuses anything but HTTPS to a public host name", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "ftp://push.example.com/x",
      "javascript:alert(1)",
      "https://push.example.com",
      "https://user:pass@push.example.com/x",
      "https://10.0.0.8/x",
      "https://192.168.1.1/x",
      "https://172.20.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://localhost/x",
      "https://metadata.google.internal/x",
      "https://printer.local/x",
      "https://intranet/x",
      "https://push.example.com/with space",
      `https://push.example.com/${"a".repeat(2048)}`,
      "HTTPS://push.example.com/x",
    ]) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(false);
    }
  });

  it("accepts plain HTTP to this machine only when the deployment runs locally", () => {
    expect(isAllowedEndpoint("http://127.0.0.1:54390/push/abc", hosted)).toBe(false);
    expect(isAllowedEndpoint("http://127.0.0.1:54390/push/abc", local)).toBe(true);
    expect(isAllowedEndpoint("http://localhost:8080/push/abc", local)).toBe(true);
    expect(isAllowedEndpoint("http://10.0.0.8/push/abc", local)).toBe(false);
    expect(isAllowedEndpoint("http://127.0.0.1.evil.example/push", local)).toBe(false);
  });
});
