import { decodeWindows1252 } from "./windows-1252";

const HEAD_BYTES = 2048;
const SAMPLE_CHARS = 256 * 1024;

function supported(label: string): string | null {
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

// In an OFX 1.x header, ENCODING:UTF-8 (UNICODE in OFX 1.6) overrides CHARSET; CHARSET:1252 is a code page.
function ofxHeaderLabel(head: string): string | null {
  if (!/^\s*OFXHEADER\s*:/i.test(head)) return null;
  const encoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1].toUpperCase();
  if (encoding === "UTF-8" || encoding === "UNICODE") return "utf-8";
  const charset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1];
  if (!charset || charset.toUpperCase() === "NONE") return null;
  if (/^\d+$/.test(charset)) return `windows-${charset}`;
  return charset.replace(/^8859-/, "iso-8859-");
}

export function declaredEncoding(bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.subarray(0, HEAD_BYTES));
  const label = /<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1] ?? ofxHeaderLabel(head);
  return label ? supported(label) : null;
}

function nonAsciiShare(text: string, matching: RegExp): number {
  const nonAscii = text.match(/[^\x00-\x7f]/g)?.length ?? 0;
  return nonAscii === 0 ? 0 : (text.match(matching)?.length ?? 0) / nonAscii;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/g;
const LATIN_LETTER = /(?![\x00-\x7f])\p{L}/gu;

// Accented Latin text often is valid Big5 too (é then a letter is a Big5 pair), so Big5 must also
// make the windows-1252 reading implausible: its lead bytes read as 1252 are symbols (¤ « ¹), not letters.
export function big5Text(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("big5", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (nonAsciiShare(text.slice(0, SAMPLE_CHARS), CJK) < 0.9) return null;
  const latin = decodeWindows1252(bytes.subarray(0, SAMPLE_CHARS));
  return nonAsciiShare(latin, LATIN_LETTER) < 0.8 ? text : null;
}
