import { describe, expect, it } from "vitest";
import { isFeedToken, feedLinks, tokenFromFileName } from "@/lib/ical-feed/urls";
import { randomUrlToken as createFeedToken, sha256Hex as hashFeedToken } from "@/lib/url-token";

describe("calendar feed tokens", () => {
  it("are 256 random bits in URL-safe base64, never the same twice", () => {
    const tokens = Array.from({ length: 50 }, createFeedToken);
    expect(tokens.every(isFeedToken)).toBe(true);
    expect(new Set(tokens).size).toBe(50);
    expect(isFeedToken("short")).toBe(false);
    expect(isFeedToken(`${tokens[0].slice(0, 42)}/`)).toBe(false);
  });

  it("are stored as their SHA-256 in lowercase hex", async () => {
    expect(await hashFeedToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("feed links", () => {
  it("gives the https URL, a webcal link and Google Calendar's add-by-URL page", () => {
    const links = feedLinks("https://subs.example.com", "tok_en-1");
    expect(links.url).toBe("https://subs.example.com/calendar/tok_en-1.ics");
    expect(links.webcal).toBe("webcal://subs.example.com/calendar/tok_en-1.ics");
    expect(links.google).toBe(
      "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fsubs.example.com%2Fcalendar%2Ftok_en-1.ics",
    );
    expect(feedLinks("http://localhost:3000", "t").webcal).toBe("webcal://localhost:3000/calendar/t.ics");
  });

  it("reads the token from the feed's file name", () => {
    expect(tokenFromFileName("abc.ics")).toBe("abc");
    expect(tokenFromFileName("abc")).toBeNull();
  });
});
