import { fileTooLarge, stripBom } from "./limits";
import type { ImportFailure } from "@/lib/import-export/types";

export function parseJsonFile(text: string): { ok: true; json: unknown } | ImportFailure {
  const tooLarge = fileTooLarge(text);
  if (tooLarge) return { ok: false, error: tooLarge };
  try {
    return { ok: true, json: JSON.parse(stripBom(text)) };
  } catch {
    return { ok: false, error: { key: "importFileUnreadable" } };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
