import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const dist = mkdtempSync(path.join(tmpdir(), "prerendered-"));
mkdirSync(path.join(dist, "server", "app"), { recursive: true });
writeFileSync(
  path.join(dist, "prerender-manifest.json"),
  JSON.stringify({ routes: { "/en": { initialRevalidateSeconds: false }, "/news": { initialRevalidateSeconds: 60 } } }),
);
writeFileSync(path.join(dist, "server", "app", "en.html"), "<html><script>a()</script><script src=/x.js></script></html>");
writeFileSync(path.join(dist, "server", "app", "news.html"), "<html><script>b()</script></html>");

async function load(env: string) {
  vi.stubEnv("NODE_ENV", env);
  vi.stubEnv("APP_DIST_DIR", dist);
  vi.resetModules();
  return (await import("@/lib/security/prerendered")).prerenderedScriptSources;
}

describe("prerendered pages' script hashes", () => {
  beforeEach(() => vi.unstubAllEnvs());
  afterEach(() => vi.unstubAllEnvs());

  it("hashes the inline scripts of a page the production build prerendered once and for all", async () => {
    const sources = await load("production");
    expect(await sources("/en")).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
  });

  it("gives no hashes to a page that is regenerated, rendered per request or unknown", async () => {
    const sources = await load("production");
    expect(await sources("/news")).toBeNull();
    expect(await sources("/en/dashboard")).toBeNull();
    expect(await sources("/../en")).toBeNull();
  });

  it("never reads the build outside a production server: `next dev` renders every page with a nonce", async () => {
    expect(await (await load("development"))("/en")).toBeNull();
  });
});
