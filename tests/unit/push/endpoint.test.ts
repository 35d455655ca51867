import { describe, expect, it } from "vitest";
import { isAllowedEndpoint } from "@/lib/push/endpoint";

const hosted = { allowLoopback: false };
const local = { allowLoopback: true };

describe("isAllowedEndpoint", () => {
  it("accepts the push services browsers use", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH-abc_123",
      "https://fcm.googleapis.com/wp/dGVzdA:APA91bH-abc_123",
      "https://fcm.googleapis.com:443/fcm/send/dGVzdA",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk-abc",
      "https://push.services.mozilla.com/wpush/v1/gAAAAABk-abc",
      "https://web.push.apple.com/QGx1ZXJ5LWlk",
      "https://api.push.apple.com/3/device/abc",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bcd%3d",
      "https://db5p.notify.windows.com/w/?token=abc",
      "https://bn3p.wns.windows.com/w/?token=abc",
    ]) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(true);
    }
  });

  it("refuses every other host, however it is written", () => {
    for (const endpoint of [
      "https://push.example.com/x",
      "https://localhost/x",
      "https://localhost./x",
      "https://metadata.google.internal./computeMetadata/v1/",
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://printer.local./x",
      "https://127.0.0.1.nip.io/x",
      "https://10.0.0.1.sslip.io/x",
      "https://intranet/x",
      // Trailing dots, look-alikes and suffixes that are not the service's own.
      "https://fcm.googleapis.com./fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evilfcm.googleapis.com/fcm/send/x",
      "https://x.fcm.googleapis.com/fcm/send/x",
      "https://push.apple.com/x",
      "https://notify.windows.com/w/x",
      "https://web.push.apple.com.evil.example/x",
      "https://evilpush.services.mozilla.com.evil.example/x",
      // Upper case and internationalised host names that parse to an allowed host.
      "https://FCM.googleapis.com/fcm/send/x",
      "https://fcm.GoogleApis.com/fcm/send/x",
      "HTTPS://fcm.googleapis.com/fcm/send/x",
      "https://ｆｃｍ.googleapis.com/fcm/send/x",
      "https://fcm。googleapis。com/fcm/send/x",
      "https://fcm%2Egoogleapis.com/fcm/send/x",
      "https://xn--fcm-0na.googleapis.com/fcm/send/x",
      // IP literals.
      "https://10.0.0.8/x",
      "https://192.168.1.1/x",
      "https://169.254.169.254/latest/meta-data",
      "https://127.0.0.1/x",
      "https://2130706433/x",
      "https://0x7f.0.0.1/x",
      "https://[::1]/x",
      "https://[::ffff:169.254.169.254]/x",
    ]) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(false);
      expect(isAllowedEndpoint(endpoint, local), endpoint).toBe(false);
    }
  });

  it("refuses anything but HTTPS on port 443, without user info", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "ws://fcm.googleapis.com/fcm/send/x",
      "ftp://fcm.googleapis.com/x",
      "javascript:alert(1)",
      "https://fcm.googleapis.com",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com:80/fcm/send/x",
      "https://fcm.googleapis.com:0443/fcm/send/x",
      "https://fcm.googleapis.com:/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com@10.0.0.1/x",
      "https://fcm.googleapis.com\\@10.0.0.1/x",
      "https://fcm.googleapis.com#@10.0.0.1/x",
      "https://fcm.googleapis.com?@10.0.0.1/x",
      "https://fcm.googleapis.com/with space",
      "https://fcm.googleapis.com/tab\there",
      `https://fcm.googleapis.com/${"a".repeat(2048)}`,
    ]) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(false);
    }
  });

  it("accepts the local stand-in push service only when the deployment runs locally", () => {
    expect(isAllowedEndpoint("http://127.0.0.1:54390/push/send/abc", hosted)).toBe(false);
    expect(isAllowedEndpoint("http://127.0.0.1:54390/push/send/abc", local)).toBe(true);
    for (const endpoint of [
      "http://localhost:8080/push/send/abc",
      "http://127.0.0.1:54390/other/abc",
      "http://127.0.0.1/push/send/abc",
      "https://127.0.0.1:54390/push/send/abc",
      "http://10.0.0.8:80/push/abc",
      "http://127.0.0.1.nip.io:80/push/abc",
      "http://127.0.0.1:54390.evil.example/push/abc",
      "http://user@127.0.0.1:54390/push/abc",
    ]) {
      expect(isAllowedEndpoint(endpoint, local), endpoint).toBe(false);
    }
  });
});
