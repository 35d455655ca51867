import { describe, expect, it } from "vitest";
import { isAllowedEndpoint } from "@/lib/push/endpoint";
import { OTHER_HOSTS, OTHER_SHAPES, PUSH_SERVICE_ENDPOINTS } from "./endpoint-cases";

const hosted = { allowLoopback: false };
const local = { allowLoopback: true };

describe("isAllowedEndpoint", () => {
  it("accepts the push services browsers use", () => {
    for (const endpoint of PUSH_SERVICE_ENDPOINTS) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(true);
    }
  });

  it("refuses every other host, however it is written", () => {
    for (const endpoint of OTHER_HOSTS) {
      expect(isAllowedEndpoint(endpoint, hosted), endpoint).toBe(false);
      expect(isAllowedEndpoint(endpoint, local), endpoint).toBe(false);
    }
  });

  it("refuses anything but HTTPS on port 443, without user info", () => {
    for (const endpoint of OTHER_SHAPES) {
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
