import { readFileSync } from "node:fs";
import { decodeStatement } from "@/lib/import-export/formats/statements/decode";
import type { StatementParseResult } from "@/lib/import-export/formats/statements/types";

/** A fixture from tests/fixtures/statements, decoded the way a dropped file is. */
export function fixtureText(name: string): { text: string; encoding: string } {
  const bytes = new Uint8Array(readFileSync(new URL(`../../fixtures/statements/${name}`, import.meta.url)));
  const decoded = decodeStatement(bytes, name);
  if (!decoded.ok) throw new Error(`${name}: ${decoded.error.key}`);
  return decoded;
}

export function statementOf(result: StatementParseResult) {
  if (!result.ok) throw new Error(`not read: ${JSON.stringify(result)}`);
  return result.statement;
}

export function errorOf(result: StatementParseResult) {
  if (result.ok || !("error" in result)) throw new Error(`no error: ${JSON.stringify(result).slice(0, 300)}`);
  return result.error;
}

/** The 1-based line of the nth (0-based) occurrence of `needle`. */
export function lineOf(text: string, needle: string, nth = 0): number {
  let index = -1;
  for (let i = 0; i <= nth; i++) index = text.indexOf(needle, index + 1);
  if (index < 0) throw new Error(`${needle} not found`);
  return text.slice(0, index).split(/\r\n|\r|\n/).length;
}
