import { readFileSync } from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { codePointsOf, latinFace } from "@/scripts/subset-fonts.mjs";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const ROOT = path.join(import.meta.dirname, "../../..");
const fontModule = readFileSync(path.join(ROOT, "app/fonts/geist.ts"), "utf8");

async function characters(file: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(readFileSync(path.join(ROOT, file)), "truetype");
  return new Set(new Face(new Blob(sfnt), 0).collectUnicodes());
}

function extendedRange(): Set<number> {
  const face = fontModule.slice(fontModule.indexOf("geistExtended = localFont("));
  return new Set(codePointsOf(/value:\s*"([^"]+)"/.exec(face)![1]));
}

function textOf(messages: unknown): string {
  return typeof messages === "string" ? messages : Object.values(messages as object).map(textOf).join("");
}

describe("the Geist faces", () => {
  const latin = new Set(latinFace(fontModule).codePoints);

  it("the preloaded Latin file holds exactly Geist's characters in its declared range", async () => {
    const full = await characters("node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
    const subset = await characters("app/fonts/geist-latin.woff2");
    expect([...subset].sort()).toEqual([...full].filter((c) => latin.has(c)).sort());
  });

  it("the extended face covers the rest of Geist without overlapping the Latin face", async () => {
    const full = await characters("node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
    const extended = extendedRange();
    expect([...extended].filter((c) => latin.has(c))).toEqual([]);
    const uncovered = [...full].filter((c) => !latin.has(c) && !extended.has(c));
    // Geist's two CJK punctuation marks are left to the Chinese system fonts on purpose.
    expect(uncovered.map((c) => c.toString(16))).toEqual(["3003", "301c"]);
  });

  it.each([
    ["en", en],
    ["es", es],
    ["zh-TW", zhTW],
  ] as const)("the %s interface text never needs the extended face", (_, messages) => {
    const extended = extendedRange();
    const needing = [...new Set(textOf(messages))].filter((char) => extended.has(char.codePointAt(0)!));
    expect(needing).toEqual([]);
  });
});
