import { stripBom } from "./limits";
import type { ImportFailure } from "@/lib/import-export/types";

// Excel saves "Unicode text" as UTF-16 with a byte-order mark; everything else we read is UTF-8.
function encodingOf(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return "utf-8";
}

// Undecodable bytes or a NUL mean a binary file (an image, a workbook): refused, not read as gibberish.
export function readFileText(bytes: Uint8Array): { ok: true; text: string } | ImportFailure {
  let text: string;
  try {
    text = new TextDecoder(encodingOf(bytes), { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: { key: "importFileNotText" } };
  }
  if (text.includes("\0")) return { ok: false, error: { key: "importFileNotText" } };
  if (stripBom(text).trim() === "") return { ok: false, error: { key: "importFileEmpty" } };
  return { ok: true, text };
}
