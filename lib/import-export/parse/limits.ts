import type { ImportError } from "@/lib/import-export/types";

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export function fileSizeError(bytes: number): ImportError | null {
  return bytes > MAX_IMPORT_BYTES ? { key: "importFileTooLarge", values: { maxMegabytes: MAX_IMPORT_BYTES / 1024 / 1024 } } : null;
}

export function fileTooLarge(text: string): ImportError | null {
  return fileSizeError(utf8ByteLength(text));
}

export function tooManyRowsError(): ImportError {
  return { key: "importTooManyRows", values: { maxRows: MAX_IMPORT_ROWS } };
}

export function stripBom(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}
