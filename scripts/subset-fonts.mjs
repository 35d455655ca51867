// Cuts app/fonts/geist-latin.woff2 from the geist package's variable font: the characters of the
// `unicode-range` that app/fonts/geist.ts declares for `geistLatin`, at its weight range.
// Run it after upgrading `geist` or changing that range:  npm run fonts:subset
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.join(import.meta.dirname, "..");
const FULL_FONT = path.join(ROOT, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
const FONT_MODULE = path.join(ROOT, "app/fonts/geist.ts");
const OUTPUT = path.join(ROOT, "app/fonts/geist-latin.woff2");

/**
 * The `unicode-range` and `weight` of the `geistLatin` face. next/font only accepts literals in its
 * options, so app/fonts/geist.ts stays the one place they are written and this reads them from there.
 */
export function latinFace(source = readFileSync(FONT_MODULE, "utf8")) {
  const face = source.slice(source.indexOf("geistLatin = localFont("));
  const range = /prop: "unicode-range",\s*value:\s*"([^"]+)"/.exec(face)?.[1];
  const weight = /weight: "(\d+) (\d+)"/.exec(face);
  if (!range || !weight) throw new Error(`no unicode-range or weight for geistLatin in ${FONT_MODULE}`);
  return { codePoints: codePointsOf(range), weight: { min: Number(weight[1]), max: Number(weight[2]) } };
}

export function codePointsOf(unicodeRange) {
  return unicodeRange.split(",").flatMap((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const from = parseInt(first, 16);
    return Array.from({ length: parseInt(last, 16) - from + 1 }, (_, i) => from + i);
  });
}

async function main() {
  const { codePoints, weight } = latinFace();
  const subset = await subsetFont(readFileSync(FULL_FONT), String.fromCodePoint(...codePoints), {
    targetFormat: "woff2",
    variationAxes: { wght: weight },
  });
  writeFileSync(OUTPUT, subset);
  console.log(`${path.relative(ROOT, OUTPUT)}: ${subset.length} bytes`);
}

if (process.argv[1] === import.meta.filename) await main();
