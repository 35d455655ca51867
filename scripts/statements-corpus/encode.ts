/** The byte encodings banks write statements in. */
export type StatementEncoding = "utf-8" | "utf-8-bom" | "windows-1252" | "iso-8859-1" | "big5";

let windows1252: Map<string, number> | null = null;
let big5: Map<string, number> | null = null;

// 0x80–0x9F of windows-1252 as the WHATWG Encoding Standard maps them. Node 20's TextDecoder reads these
// bytes as C1 controls (as ISO-8859-1 does), so this table is written out rather than read from it.
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function windows1252Table(): Map<string, number> {
  if (windows1252) return windows1252;
  windows1252 = new Map();
  for (let i = 0; i < WINDOWS_1252_HIGH.length; i++) windows1252.set(WINDOWS_1252_HIGH[i], 0x80 + i);
  for (let byte = 0xa0; byte <= 0xff; byte++) windows1252.set(String.fromCharCode(byte), byte);
  return windows1252;
}

// Node has a Big5 decoder but no encoder, so the table is the decoder run backwards.
function big5Table(): Map<string, number> {
  if (big5) return big5;
  const decoder = new TextDecoder("big5");
  big5 = new Map();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail > 0x7e && trail < 0xa1) continue;
      const char = decoder.decode(Uint8Array.of(lead, trail));
      if (char.length === 1 && char !== "\ufffd" && !big5.has(char)) big5.set(char, (lead << 8) | trail);
    }
  }
  return big5;
}

function singleBytes(text: string, table: Map<string, number> | null): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const mapped = code < 0x80 ? code : table ? table.get(text[i]) : code <= 0xff ? code : undefined;
    if (mapped === undefined) throw new RangeError(`${JSON.stringify(text[i])} has no single-byte code`);
    bytes[i] = mapped;
  }
  return bytes;
}

function big5Bytes(text: string): Uint8Array {
  const table = big5Table();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const pair = table.get(char);
    if (pair === undefined) throw new RangeError(`${JSON.stringify(char)} has no Big5 code`);
    bytes.push(pair >> 8, pair & 0xff);
  }
  return Uint8Array.from(bytes);
}

export function encodeText(text: string, encoding: StatementEncoding): Uint8Array {
  switch (encoding) {
    case "utf-8":
      return new TextEncoder().encode(text);
    case "utf-8-bom":
      return new TextEncoder().encode(`\ufeff${text}`);
    case "windows-1252":
      return singleBytes(text, windows1252Table());
    case "iso-8859-1":
      return singleBytes(text, null);
    case "big5":
      return big5Bytes(text);
  }
}
