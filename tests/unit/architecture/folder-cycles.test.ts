import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Import cycles between files are the linter's; these are the cycles between folders, which
// pass file by file. A folder holds one job, so two folders that need each other are one job split
// in two, or two jobs tangled.
const ROOT = path.resolve(__dirname, "../../..");
const SOURCES = ["app", "components", "lib"];
const SPECIFIER = /(?:import|export)[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

type Edges = Map<string, Map<string, string>>;

/** unit → unit → one example "a.ts imports b.ts". */
function graph(unitOf: (file: string) => string): Edges {
  const edges: Edges = new Map();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (!target || !SOURCES.some((dir) => target.startsWith(path.join(ROOT, dir, path.sep)))) continue;
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from)!;
      if (!out.has(to)) out.set(to, `${path.relative(ROOT, file)} imports ${path.relative(ROOT, target)}`);
    }
  }
  return edges;
}

/** The shortest cycle through each unit that has one, each reported once. */
function cycles(edges: Edges): string[] {
  const found = new Map<string, string>();
  for (const start of [...edges.keys()].sort()) {
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const unit = queue.shift()!;
      const next = [...(edges.get(unit)?.keys() ?? [])].sort();
      if (next.includes(start)) {
        const chain = [unit];
        while (chain[0] !== start) chain.unshift(previous.get(chain[0])!);
        const key = [...chain].sort().join(" ");
        const hops = [...chain, start].slice(1).map((to, i) => `    ${chain[i]} -> ${to}: ${edges.get(chain[i])!.get(to)}`);
        if (!found.has(key)) found.set(key, [[...chain, start].join(" -> "), ...hops].join("\n"));
        break;
      }
      for (const to of next) {
        if (to !== start && !previous.has(to)) {
          previous.set(to, unit);
          queue.push(to);
        }
      }
    }
  }
  return [...found.values()];
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep);
const folder = (file: string) => relative(file).slice(0, -1).join("/");
// lib/<feature> and components/<feature> with their sub-folders; files directly in lib/ each stand alone.
const feature = (file: string) => {
  const parts = relative(file);
  if (parts[0] === "app") return "app";
  return parts.length > 2 ? parts.slice(0, 2).join("/") : parts.join("/").replace(/\.tsx?$/, "");
};

describe("folders", () => {
  it("do not import each other in a cycle", () => {
    expect(cycles(graph(folder)).join("\n")).toBe("");
  });

  it("of features (with their sub-folders) do not import each other in a cycle", () => {
    expect(cycles(graph(feature)).join("\n")).toBe("");
  });
});
