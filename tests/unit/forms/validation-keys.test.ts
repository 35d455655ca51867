import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";

// Schemas and actions name validation problems by bare keys of the `validation` namespace, which
// <FormField> translates. A key without a message would show the generic "This value is not valid."
const PATTERNS = [
  /\berror:\s*"(\w+)"/g,
  /\bmessage:\s*"(\w+)"/g,
  /\.(?:min|max|email|regex)\([^()]*,\s*"(\w+)"\)/g,
  /\b(?:requiredText|optionalText|nullableIdField)\([^()]*?"(\w+)"\)/g,
  /fieldErrors:\s*\{[^}]*?\["(\w+)"\]/g,
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /(schema|fields|actions)\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe("validation keys", () => {
  const keys = new Set(
    sources(path.join(process.cwd(), "lib")).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
    }),
  );

  it("finds the keys the schemas and actions use", () => {
    expect(keys.size).toBeGreaterThan(20);
    expect(keys).toContain("fillAll");
    expect(keys).toContain("duplicateCategoryName");
  });

  it("has a message for every key", () => {
    const missing = [...keys].filter((key) => !(key in en.validation));
    expect(missing).toEqual([]);
  });
});
