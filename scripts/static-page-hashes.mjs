// After `next build`: hash the inline scripts of every prerendered HTML page so the proxy can
// send a hash-based Content-Security-Policy for pages that are served statically (no nonce).
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const appDir = path.join(distDir, "server", "app");
const result = {};

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (entry.endsWith(".html")) {
      const html = readFileSync(file, "utf8");
      const hashes = new Set();
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        if (!match[1]) continue;
        hashes.add(`sha256-${createHash("sha256").update(match[1], "utf8").digest("base64")}`);
      }
      const route = "/" + path.relative(appDir, file).replace(/\.html$/, "").replace(/\\/g, "/");
      result[route.replace(/\/index$/, "") || "/"] = [...hashes];
    }
  }
}

walk(appDir);
writeFileSync(path.join(distDir, "static-page-hashes.json"), JSON.stringify(result, null, 2));
console.log(`Hashed inline scripts of ${Object.keys(result).length} prerendered pages.`);
