import { big5Text, declaredEncoding } from "./decode-guess";
import { decodeWindows1252 } from "./windows-1252";
import { MAX_STATEMENT_BYTES, type StatementError, type StatementErrorKey } from "./types";

export type DecodedStatement = { ok: true; text: string; encoding: string } | { ok: false; error: StatementError };

// PNG, ZIP (so also XLSX), PDF, gzip, legacy Office (XLS), JPEG, GIF.
const BINARY_MAGIC: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47],
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x25, 0x50, 0x44, 0x46],
  [0x1f, 0x8b],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
];

const UTF16_SAMPLE_BYTES = 4096;

function failure(key: StatementErrorKey, file: string, values?: StatementError["values"]): DecodedStatement {
  return { ok: false, error: values ? { key, file, values } : { key, file } };
}

/** The line of the first bytes that are not `encoding`, where the text says it is written in it. */
function encodingFailure(encoding: string, bytes: Uint8Array, file: string): DecodedStatement {
  const text = new TextDecoder(encoding).decode(bytes);
  const bad = text.indexOf("\uFFFD");
  const line = bad < 0 ? undefined : text.slice(0, bad).split("\n").length;
  return { ok: false, error: line === undefined ? { key: "statementEncoding", file } : { key: "statementEncoding", file, line } };
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return "utf-8";
  if (startsWith(bytes, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(bytes, [0xfe, 0xff])) return "utf-16be";
  return null;
}

// Statements are mostly ASCII digits and letters, so UTF-16 without a byte-order mark shows a NUL
// in every other byte; a NUL-padded UTF-8 file has NULs in both positions and is not mistaken for it.
function utf16WithoutBom(bytes: Uint8Array): string | null {
  const length = Math.min(bytes.length, UTF16_SAMPLE_BYTES) & ~1;
  if (length < 4) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenNuls++;
    if (bytes[i + 1] === 0) oddNuls++;
  }
  const pairs = length / 2;
  if (oddNuls > pairs * 0.3 && evenNuls < pairs * 0.05) return "utf-16le";
  if (evenNuls > pairs * 0.3 && oddNuls < pairs * 0.05) return "utf-16be";
  return null;
}

// Streaming leaves out a character cut in half at the end, so a truncated download still decodes
// as what it is, and the reader reports it cut off rather than showing mojibake.
function strictDecode(encoding: string, bytes: Uint8Array): string | null {
  if (encoding === "windows-1252") return decodeWindows1252(bytes);
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return null;
  }
}

/** Opens with an XML declaration (CAMT, OFX 2): SGML OFX 1.x, which is no XML, does not. */
function isXml(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 64)).trimStart();
  return head.startsWith("<?xml");
}

function withoutTrailingNuls(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return bytes.subarray(0, end);
}

function singleByteOrBig5(bytes: Uint8Array, fileName: string): DecodedStatement {
  const utf8 = strictDecode("utf-8", bytes);
  if (utf8 !== null) return { ok: true, text: utf8, encoding: "utf-8" };
  const declared = declaredEncoding(bytes);
  // XML is UTF-8 unless its declaration says otherwise, and XML parsers refuse bytes that break it.
  if (isXml(bytes) && (declared ?? "utf-8") === "utf-8") return encodingFailure("utf-8", bytes, fileName);
  const declaredText = declared && declared !== "utf-8" ? strictDecode(declared, bytes) : null;
  if (declared && declaredText !== null) return { ok: true, text: declaredText, encoding: declared };
  const big5 = big5Text(bytes);
  if (big5 !== null) return { ok: true, text: big5, encoding: "big5" };
  return { ok: true, text: decodeWindows1252(bytes), encoding: "windows-1252" };
}

// Valid UTF-8 wins over a declared charset: banks write CHARSET:1252 over UTF-8 text, while 1252
// or Big5 text is practically never valid UTF-8 by accident.
export function decodeStatement(bytes: Uint8Array, fileName: string): DecodedStatement {
  if (bytes.length > MAX_STATEMENT_BYTES) {
    return failure("statementTooLarge", fileName, { maxMegabytes: MAX_STATEMENT_BYTES / 1024 / 1024 });
  }
  if (BINARY_MAGIC.some((magic) => startsWith(bytes, magic))) return failure("statementNotStatement", fileName);

  const unicode = bomEncoding(bytes) ?? utf16WithoutBom(bytes);
  if (unicode) {
    const text = strictDecode(unicode, bytes);
    if (text === null) return encodingFailure(unicode, bytes, fileName);
    if (text.includes("\0")) return failure("statementNotStatement", fileName);
    return { ok: true, text, encoding: unicode };
  }

  const body = withoutTrailingNuls(bytes);
  if (body.includes(0)) return failure("statementNotStatement", fileName);
  return singleByteOrBig5(body, fileName);
}
