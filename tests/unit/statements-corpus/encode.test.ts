import { describe, expect, it } from "vitest";
import { encodeText } from "@/scripts/statements-corpus/encode";

describe("encodeText", () => {
  it("writes windows-1252's own characters in 0x80–0x9F, where ISO-8859-1 has control codes", () => {
    expect([...encodeText("€—é", "windows-1252")]).toEqual([0x80, 0x97, 0xe9]);
    expect([...encodeText("Ñº", "iso-8859-1")]).toEqual([0xd1, 0xba]);
    expect(() => encodeText("€", "iso-8859-1")).toThrow(RangeError);
  });

  it("writes Big5 that a Big5 decoder reads back, and UTF-8 with or without a byte-order mark", () => {
    const text = "中華電信 電信費 自動扣繳,599";
    const big5 = encodeText(text, "big5");
    expect(big5.length).toBeLessThan(new TextEncoder().encode(text).length);
    expect(new TextDecoder("big5").decode(big5)).toBe(text);
    expect([...encodeText("a", "utf-8-bom")]).toEqual([0xef, 0xbb, 0xbf, 0x61]);
    expect([...encodeText("a", "utf-8")]).toEqual([0x61]);
  });
});
