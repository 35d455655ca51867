import { readFile } from "node:fs/promises";
import path from "node:path";
import { sha256Source } from "./csp";

type PrerenderManifest = { routes: Record<string, { initialRevalidateSeconds?: number | false }> };

// next.config.ts compiles the build's own dist folder in, so a deployment finds its HTML however it is started.
const distDir = () => path.resolve(process.cwd(), process.env.APP_DIST_DIR || process.env.NEXT_DIST_DIR || ".next");

let manifest: Promise<PrerenderManifest | null> | undefined;
const hashes = new Map<string, Promise<string[] | null>>();

async function readManifest(): Promise<PrerenderManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir(), "prerender-manifest.json"), "utf8")) as PrerenderManifest;
  } catch {
    return null;
  }
}

export async function inlineScriptSources(html: string): Promise<string[]> {
  const bodies = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => !/\bsrc=/.test(attributes) && body.length > 0)
    .map(([, , body]) => body);
  return Promise.all([...new Set(bodies)].map(sha256Source));
}

export async function prerenderedScriptSources(route: string): Promise<string[] | null> {
  if (process.env.NODE_ENV !== "production") return null;
  manifest ??= readManifest();
  const routes = (await manifest)?.routes ?? {};
  if (!Object.hasOwn(routes, route) || routes[route].initialRevalidateSeconds !== false) return null;
  let sources = hashes.get(route);
  if (!sources) {
    const file = path.join(distDir(), "server", "app", `${route === "/" ? "index" : route.slice(1)}.html`);
    sources = readFile(file, "utf8").then(inlineScriptSources, () => null);
    hashes.set(route, sources);
  }
  return sources;
}
