import { readFileSync } from "node:fs";
import path from "node:path";

// Written after `next build` by scripts/static-page-hashes.mjs: the sha256 of every inline
// script in each prerendered page, keyed by internal route (e.g. "/es").
const HASH_FILE = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "static-page-hashes.json");

let hashes: Record<string, string[]> | null | undefined;

export function staticPageHashes(route: string): string[] | null {
  if (hashes === undefined) {
    try {
      hashes = JSON.parse(readFileSync(HASH_FILE, "utf8")) as Record<string, string[]>;
    } catch {
      hashes = null;
    }
  }
  return hashes?.[route] ?? null;
}
