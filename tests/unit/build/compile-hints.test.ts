import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../../scripts/compile-hints.mjs";

// `npm run build` marks the scripts every page starts with for eager compilation in V8. The hint
// only works as the file's first line, and a page's own chunks must stay lazily compiled.
let distDir: string;
const chunk = (name: string) => path.join(distDir, "static/chunks", name);
const FRAMEWORK = ["static/chunks/react-dom.js", "static/chunks/turbopack-runtime.js"];

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(distDir, "static/chunks"), { recursive: true });
  writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ rootMainFiles: FRAMEWORK, polyfillFiles: ["static/chunks/polyfills.js"] }));
  for (const name of ["react-dom.js", "turbopack-runtime.js", "landing-page.js", "polyfills.js"]) {
    writeFileSync(chunk(name), `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["${name}"]);`);
  }
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe("addCompileHints", () => {
  it("puts V8's hint on the first line of each root main file, and changes nothing else in it", () => {
    expect(addCompileHints(distDir)).toEqual(FRAMEWORK);
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
    expect(readFileSync(chunk("react-dom.js"), "utf8")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["react-dom.js"]);`);
    expect(readFileSync(chunk("turbopack-runtime.js"), "utf8").startsWith(COMPILE_HINT)).toBe(true);
  });

  it("leaves the pages' own chunks and the polyfills lazily compiled", () => {
    addCompileHints(distDir);
    for (const name of ["landing-page.js", "polyfills.js"]) expect(readFileSync(chunk(name), "utf8")).not.toContain("allFunctionsCalledOnLoad");
  });

  it("marks a file once, however often the build step runs", () => {
    addCompileHints(distDir);
    expect(addCompileHints(distDir)).toEqual([]);
    expect(readFileSync(chunk("react-dom.js"), "utf8").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("refuses a folder that is not a Next.js build", () => {
    writeFileSync(path.join(distDir, "build-manifest.json"), JSON.stringify({ pages: {} }));
    expect(() => addCompileHints(distDir)).toThrow(/no rootMainFiles/);
  });
});
