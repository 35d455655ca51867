import { describe, expect, it } from "vitest";
import { decodeStatement } from "@/lib/import-export/formats/statements/decode";
import { MAX_STATEMENT_BYTES } from "@/lib/import-export/formats/statements/types";

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, endian: "le" | "be", bom = false): Uint8Array {
  const units = [...(bom ? "\ufeff" : ""), ...text].map((char) => char.charCodeAt(0));
  return Uint8Array.from(units.flatMap((unit) => (endian === "le" ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff])));
}

function decoded(bytes: Uint8Array) {
  const result = decodeStatement(bytes, "statement.txt");
  if (!result.ok) throw new Error(`refused: ${result.error.key}`);
  return result;
}

function refusal(bytes: Uint8Array) {
  const result = decodeStatement(bytes, "statement.txt");
  if (result.ok) throw new Error("decoded");
  return result.error;
}

describe("decodeStatement", () => {
  it("reads UTF-8 with or without a byte-order mark, and drops the mark", () => {
    expect(decoded(utf8("NETFLIX.COM Café\n"))).toEqual({ ok: true, text: "NETFLIX.COM Café\n", encoding: "utf-8" });
    expect(decoded(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8("Café")])).text).toBe("Café");
  });

  it("reads UTF-16 in both byte orders, with and without a byte-order mark", () => {
    const text = "D01/05/2026\nT-12.99\nPSPOTIFY 中華\n^\n";
    expect(decoded(utf16(text, "le", true))).toMatchObject({ text, encoding: "utf-16le" });
    expect(decoded(utf16(text, "be", true))).toMatchObject({ text, encoding: "utf-16be" });
    expect(decoded(utf16(text, "le"))).toMatchObject({ text, encoding: "utf-16le" });
    expect(decoded(utf16(text, "be"))).toMatchObject({ text, encoding: "utf-16be" });
  });

  it("reads undeclared windows-1252 text, including accented words that also form Big5 pairs", () => {
    expect(decoded(latin1("CAF\xc9 L\x92OR\xc9AL\n"))).toMatchObject({ text: "CAFÉ L’ORÉAL\n", encoding: "windows-1252" });
    const french = decoded(latin1("PR\xc9L\xc8VEMENT Pr\xe9l\xe8vement Cr\xe9dit Soci\xe9t\xe9 G\xe9n\xe9rale \x80\n"));
    expect(french).toMatchObject({ text: "PRÉLÈVEMENT Prélèvement Crédit Société Générale €\n", encoding: "windows-1252" });
  });

  it("reads undeclared Big5 text", () => {
    const bytes = Uint8Array.from([...utf8("2026/01/05,"), 0xa4, 0xa4, 0xb5, 0xd8, 0xb9, 0x71, 0xab, 0x48, ...utf8(",-599\n")]);
    expect(decoded(bytes)).toEqual({ ok: true, text: "2026/01/05,中華電信,-599\n", encoding: "big5" });
  });

  it("honours the character set an OFX header or XML prolog declares", () => {
    const ofx = latin1("OFXHEADER:100\nENCODING:USASCII\nCHARSET:1252\n\n<OFX><NAME>Caf\xe9</OFX>");
    expect(decoded(ofx)).toMatchObject({ encoding: "windows-1252" });
    expect(decoded(ofx).text).toContain("<NAME>Café");

    const xml = latin1('<?xml version="1.0" encoding="ISO-8859-1"?><Document>M\xfcller</Document>');
    expect(decoded(xml)).toMatchObject({ text: expect.stringContaining("Müller"), encoding: "windows-1252" });

    const big5 = Uint8Array.from([...utf8('<?xml version="1.0" encoding="Big5"?><a>'), 0xa4, 0xa4, ...utf8("</a>")]);
    expect(decoded(big5)).toMatchObject({ text: expect.stringContaining("<a>中</a>"), encoding: "big5" });
  });

  it("prefers valid UTF-8 over a header that claims 1252", () => {
    const result = decoded(utf8("OFXHEADER:100\nCHARSET:1252\n\n<OFX><NAME>Café Métro €uro</OFX>"));
    expect(result.encoding).toBe("utf-8");
    expect(result.text).toContain("Café Métro €uro");
  });

  it("keeps reading a download cut off in the middle of a character in its own encoding", () => {
    const bytes = utf8("PCAFÉ MÉTRO\nD1/ 5'26\nPCAFÉ");
    expect(decoded(bytes.subarray(0, bytes.length - 1))).toEqual({ ok: true, text: "PCAFÉ MÉTRO\nD1/ 5'26\nPCAF", encoding: "utf-8" });
  });

  it("ignores NUL padding at the end of a file", () => {
    expect(decoded(Uint8Array.from([...utf8("!Type:Bank\n"), 0, 0, 0, 0]))).toMatchObject({ text: "!Type:Bank\n" });
  });

  it("refuses images, archives, PDFs and other binary files", () => {
    expect(refusal(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      key: "statementNotStatement",
      file: "statement.txt",
    });
    expect(refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])).key).toBe("statementNotStatement");
    expect(refusal(utf8("%PDF-1.7\n")).key).toBe("statementNotStatement");
    expect(refusal(Uint8Array.from([...utf8("header,row\n"), 0, 1, 2, ...utf8("more text")])).key).toBe("statementNotStatement");
  });

  it("refuses a file over the size limit before reading it", () => {
    expect(refusal(new Uint8Array(MAX_STATEMENT_BYTES + 1))).toEqual({
      key: "statementTooLarge",
      file: "statement.txt",
      values: { maxMegabytes: 20 },
    });
  });

  it("reports a file whose byte-order mark promises an encoding its bytes break, with the line they break it on", () => {
    expect(refusal(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41, 0xff, 0x42]))).toEqual({ key: "statementEncoding", file: "statement.txt", line: 1 });
    const lines = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Date,Description,Amount\n2026-01-05,Caf"), Buffer.from([0xe9]), Buffer.from(",-3.50\n")]);
    expect(refusal(new Uint8Array(lines))).toMatchObject({ key: "statementEncoding", line: 2 });
  });

  it("refuses XML whose bytes break the UTF-8 it declares, or has by default, and names the line", () => {
    const camt = (declaration: string) =>
      new Uint8Array(Buffer.concat([Buffer.from(`${declaration}\n<Document>\n<Nm>M`), Buffer.from([0xfc]), Buffer.from("ller</Nm>\n</Document>\n")]));
    expect(refusal(camt('<?xml version="1.0" encoding="UTF-8"?>'))).toEqual({ key: "statementEncoding", file: "statement.txt", line: 3 });
    expect(refusal(camt('<?xml version="1.0"?>'))).toMatchObject({ key: "statementEncoding", line: 3 });
    // Declared as Latin-1, the same bytes are what they say.
    expect(decodeStatement(camt('<?xml version="1.0" encoding="ISO-8859-1"?>'), "statement.xml")).toMatchObject({ ok: true, text: expect.stringContaining("Müller") });
    // SGML OFX is no XML: its bytes are guessed as before.
    const sgml = new Uint8Array(Buffer.concat([Buffer.from("<OFX>\n<NAME>Caf"), Buffer.from([0xe9]), Buffer.from("\n</OFX>\n")]));
    expect(decodeStatement(sgml, "a.ofx")).toMatchObject({ ok: true, text: expect.stringContaining("Café") });
  });
});
