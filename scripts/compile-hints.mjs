// Runs after `next build` (`npm run build`): marks the framework's scripts, the ones every page of
// the app runs as it starts (React, the router, Turbopack's runtime), with V8's explicit compile
// hint. Chrome (136 and later) then compiles all of their functions on a background thread while
// the file downloads, instead of one at a time on the main thread as the page first calls them.
// On the landing that took the start-up task from 80 to 100 ms to about 30 ms here (unthrottled),
// most of what Lighthouse counted as its total blocking time. Other browsers read a comment.
//
// Only these files: every function in them runs on every page load, while the pages' own chunks
// and the ones loaded on use (dialogs, forms) would be compiled for nothing. Adding the line does
// not change a file's name: Next names chunks by their content at build time, and every build
// marks the same files the same way, so a cached copy is never stale.
//
//   node scripts/compile-hints.mjs [distDir]   (default: $NEXT_DIST_DIR or .next)
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** V8's magic comment: compile every function in this file eagerly (v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to the build's root main files; returns those it changed, relative to `distDir`. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = manifest.rootMainFiles ?? [];
  if (files.length === 0) throw new Error(`${distDir}/build-manifest.json lists no rootMainFiles: is this a Next.js build?`);
  const changed = [];
  for (const file of files) {
    const location = path.join(distDir, file);
    const source = readFileSync(location, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(location, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next";
  const changed = addCompileHints(distDir);
  console.log(`Compile hints: ${changed.length} framework script(s) marked in ${distDir}/static`);
}
