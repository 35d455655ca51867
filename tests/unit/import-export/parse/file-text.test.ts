import { describe, expect, it } from "vitest";
import { readFileText } from "@/lib/import-export/parse/file-text";

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);
const notText = { ok: false, error: { key: "importFileNotText" } };
const empty = { ok: false, error: { key: "importFileEmpty" } };

describe("readFileText", () => {
  it("reads UTF-8 text, with or without a byte-order mark", () => {
    expect(readFileText(utf8("Name,Price\n愛奇藝,90\n"))).toEqual({ ok: true, text: "Name,Price\n愛奇藝,90\n" });
    expect(readFileText(bytes(0xef, 0xbb, 0xbf, ...utf8("Name\nNetflix")))).toEqual({ ok: true, text: "Name\nNetflix" });
  });

  it("reads UTF-16 text that starts with its byte-order mark", () => {
    const text = "Name\tPrice\nNetflix\t390";
    const little = [0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0), 0])];
    expect(readFileText(new Uint8Array(little))).toEqual({ ok: true, text });
  });

  it("refuses an image renamed to .csv", () => {
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52);
    expect(readFileText(png)).toEqual(notText);
  });

  it("refuses bytes that are not UTF-8, and text with a NUL in it", () => {
    expect(readFileText(bytes(0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xa5, 0x78, 0xc6, 0x57))).toEqual(notText);
    expect(readFileText(utf8("Name,Price\nNetflix\u0000,390\n"))).toEqual(notText);
  });

  it("says an empty file is empty", () => {
    expect(readFileText(bytes())).toEqual(empty);
    expect(readFileText(bytes(0xef, 0xbb, 0xbf, 0x0d, 0x0a, 0x20, 0x0a))).toEqual(empty);
  });
});
