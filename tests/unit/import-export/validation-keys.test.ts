import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TRANSFER_VALIDATION_KEYS } from "@/lib/import-export/validation-keys";
import en from "@/messages/en.json";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : file.endsWith(".ts") ? [file] : [];
  });
}

describe("transfer validation keys", () => {
  const used = new Set(
    sources(path.join(process.cwd(), "lib/import-export")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bkey: "(\w+)"|"((?:import|backup|statement)[A-Z]\w+)"/g)].map((match) => match[1] ?? match[2]),
    ),
  );

  it("finds the keys the readers report", () => {
    expect(used).toContain("importAmbiguousCurrency");
    expect(used).toContain("backupVersionUnsupported");
  });

  it("has a message for every key the transfer code reports", () => {
    const statementKeys = [...used].filter((key) => key.startsWith("statement"));
    expect(statementKeys).toContain("statementTooLarge");
    expect(statementKeys.filter((key) => !(key in en.statements.errors))).toEqual([]);
    expect([...used].filter((key) => !key.startsWith("statement") && !(key in en.validation))).toEqual([]);
    expect(TRANSFER_VALIDATION_KEYS.filter((key) => !(key in en.validation))).toEqual([]);
  });
});
