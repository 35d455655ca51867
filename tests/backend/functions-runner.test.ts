// The edge-functions runner: real Deno workers behind /functions/v1, verify_jwt, unknown
// functions, boot failures, and CORS preflights forwarded to the function.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/supabase/local/config";
import { createFunctionsService } from "@/supabase/local/functions";
import { ANON_KEY, PUBLISHABLE_KEY, SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { anonClient, supabaseUrl } from "./support";

const FUNCTIONS_DIR = fileURLToPath(new URL("../../supabase/functions/", import.meta.url));
const BROKEN = `zz-broken-${process.pid}`;
const GUARDED = `zz-guarded-${process.pid}`;
const CRASHING = `zz-crashing-${process.pid}`;

beforeAll(() => {
  mkdirSync(`${FUNCTIONS_DIR}${BROKEN}`, { recursive: true });
  writeFileSync(`${FUNCTIONS_DIR}${BROKEN}/index.ts`, `import "npm:this-package-does-not-exist-anywhere@0.0.0";\nDeno.serve(() => new Response("never"));\n`);
  mkdirSync(`${FUNCTIONS_DIR}${GUARDED}`, { recursive: true });
  writeFileSync(
    `${FUNCTIONS_DIR}${GUARDED}/index.ts`,
    `Deno.serve(async (req) => Response.json({ path: new URL(req.url).pathname, method: req.method, auth: req.headers.get("authorization"), url: Deno.env.get("SUPABASE_URL"), jwks: JSON.parse(Deno.env.get("SUPABASE_JWKS") ?? "{}").keys?.length, runtime: typeof EdgeRuntime, body: req.method === "POST" ? await req.text() : null }));\n`,
  );
});

beforeAll(() => {
  mkdirSync(`${FUNCTIONS_DIR}${CRASHING}`, { recursive: true });
  writeFileSync(`${FUNCTIONS_DIR}${CRASHING}/index.ts`, `Deno.serve((req) => new URL(req.url).pathname.endsWith("/exit") ? Deno.exit(1) : new Response("alive"));\n`);
});

afterAll(() => {
  rmSync(`${FUNCTIONS_DIR}${CRASHING}`, { recursive: true, force: true });
  rmSync(`${FUNCTIONS_DIR}${BROKEN}`, { recursive: true, force: true });
  rmSync(`${FUNCTIONS_DIR}${GUARDED}`, { recursive: true, force: true });
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${supabaseUrl()}/functions/v1/${path}`, { ...init, headers: { apikey: PUBLISHABLE_KEY, ...init.headers } });

describe("health", () => {
  it("answers GET and POST through supabase-js with its status and CORS headers", async () => {
    const { data, error } = await anonClient().functions.invoke("health", { body: { ping: true } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "ok" });
    expect(Number.isNaN(Date.parse((data as { time: string }).time))).toBe(false);
    const get = await call("health", { method: "GET" });
    expect(get.status).toBe(200);
    expect(get.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("verify_jwt", () => {
  it("requires an Authorization header", async () => {
    const functions = createFunctionsService({ config: loadConfig(), functionsDir: FUNCTIONS_DIR, env: {}, log: () => {} });
    const missing = await functions.handle(new Request(`http://127.0.0.1/functions/v1/${GUARDED}`), `/${GUARDED}`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: "Error: Missing authorization header" });
    await functions.stop();

    const response = await fetch(`${supabaseUrl()}/functions/v1/${GUARDED}`, { headers: { apikey: "not-a-key" } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: "Invalid JWT" });
  });

  it("refuses an invalid JWT and passes a valid one through with the path the function expects", async () => {
    const bad = await call(GUARDED, { headers: { Authorization: "Bearer a.b.c" } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: "Invalid JWT" });

    const ok = await call(`${GUARDED}/sub/path?x=1`, { method: "POST", body: "hello", headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      path: `/${GUARDED}/sub/path`, method: "POST", auth: `Bearer ${SERVICE_ROLE_KEY}`,
      url: supabaseUrl(), jwks: 2, runtime: "object", body: "hello",
    });
    const viaPublishable = await call(GUARDED);
    expect(((await viaPublishable.json()) as { auth: string }).auth).toBe(`Bearer ${ANON_KEY}`);
  });

  it("forwards OPTIONS without the check", async () => {
    const preflight = await fetch(`${supabaseUrl()}/functions/v1/health`, { method: "OPTIONS" });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("apikey");
  });
});

describe("failures", () => {
  it("answers 404 Function not found in plain text", async () => {
    for (const name of ["nope", "_shared", "..%2Fetc"]) {
      const response = await call(name, { headers: { Authorization: `Bearer ${ANON_KEY}` } });
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
      expect(await response.text()).toBe("Function not found");
    }
  });

  it("answers 503 BOOT_ERROR for a function that fails to import, and keeps serving others", async () => {
    const { error } = await anonClient().functions.invoke(BROKEN);
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" });
    const health = await anonClient().functions.invoke("health");
    expect(health.error).toBeNull();
  }, 60_000);

  it("answers 500 WORKER_ERROR when the worker dies mid-request, then starts it again", async () => {
    const auth = { Authorization: `Bearer ${ANON_KEY}` };
    expect(await (await call(CRASHING, { headers: auth })).text()).toBe("alive");
    const crash = await call(`${CRASHING}/exit`, { headers: auth });
    expect(crash.status).toBe(500);
    expect(((await crash.json()) as { code: string }).code).toBe("WORKER_ERROR");
    expect(await (await call(CRASHING, { headers: auth })).text()).toBe("alive");
  }, 60_000);

  it("restarts a function whose source changed since it booted", async () => {
    const auth = { Authorization: `Bearer ${ANON_KEY}` };
    const file = `${FUNCTIONS_DIR}${CRASHING}/index.ts`;
    expect(await (await call(CRASHING, { headers: auth })).text()).toBe("alive");
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(file, `Deno.serve(() => new Response("edited"));\n`);
    expect(await (await call(CRASHING, { headers: auth })).text()).toBe("edited");
  }, 60_000);
});
