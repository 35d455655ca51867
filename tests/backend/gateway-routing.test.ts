// The gateway in front of the services: apikey requirement, the sb_ key to JWT mapping, CORS and
// routing of unknown paths.
import { describe, expect, it } from "vitest";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { supabaseUrl } from "./support";

const whoAmI = (headers: Record<string, string>) =>
  fetch(`${supabaseUrl()}/rest/v1/rest_request_view?select=role`, { headers });
const roleOf = async (headers: Record<string, string>) => ((await (await whoAmI(headers)).json()) as { role: string }[])[0]?.role;

describe("apikey", () => {
  it("refuses API calls without an apikey with hosted Supabase's 401 body", async () => {
    for (const path of ["/rest/v1/rest_items", "/auth/v1/user"]) {
      const response = await fetch(`${supabaseUrl()}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({
        message: "No API key found in request",
        hint: "No `apikey` request header or url param was found.",
      });
    }
  });

  it("lets function calls through without one, as hosted Supabase does, leaving them to verify_jwt", async () => {
    const open = await fetch(`${supabaseUrl()}/functions/v1/health`);
    expect(open.status).toBe(200);
    const guarded = await fetch(`${supabaseUrl()}/functions/v1/exchange-rate`, { method: "POST", body: "{}" });
    expect(guarded.status).toBe(401);
    expect(await guarded.json()).toEqual({ msg: "Error: Missing authorization header" });
  });

  it("accepts the apikey as a URL parameter", async () => {
    const response = await fetch(`${supabaseUrl()}/rest/v1/rest_items?select=id&limit=1&apikey=${PUBLISHABLE_KEY}`);
    expect(response.status).toBe(200);
  });

  it("lets browser navigations through without an apikey", async () => {
    for (const path of ["/auth/v1/verify?token=x&type=signup", "/auth/v1/authorize?provider=google", "/mailbox"]) {
      const response = await fetch(`${supabaseUrl()}${path}`, { redirect: "manual" });
      expect(response.status, path).not.toBe(401);
    }
  });
});

describe("Authorization rewrite", () => {
  it("maps the secret key to service_role and the publishable key to anon", async () => {
    expect(await roleOf({ apikey: SECRET_KEY })).toBe("service_role");
    expect(await roleOf({ apikey: PUBLISHABLE_KEY })).toBe("anon");
    expect(await roleOf({ apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` })).toBe("anon");
    expect(await roleOf({ apikey: SECRET_KEY, Authorization: `Bearer ${SECRET_KEY}` })).toBe("service_role");
  });

  it("keeps an incoming JWT Authorization and uses a legacy JWT apikey as the token", async () => {
    expect(await roleOf({ apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` })).toBe("service_role");
    expect(await roleOf({ apikey: ANON_KEY })).toBe("anon");
    expect(await roleOf({ apikey: SERVICE_ROLE_KEY })).toBe("service_role");
  });
});

describe("CORS and routing", () => {
  it("answers preflights with 204 and echoes the requested headers", async () => {
    const response = await fetch(`${supabaseUrl()}/rest/v1/rest_items`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, apikey, content-type, x-client-info, prefer",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(response.headers.get("access-control-allow-headers")).toBe("authorization, apikey, content-type, x-client-info, prefer");
  });

  it("adds CORS headers to every response, errors included, exposing Content-Range", async () => {
    for (const headers of [{ apikey: PUBLISHABLE_KEY }, {}] as Record<string, string>[]) {
      const response = await fetch(`${supabaseUrl()}/rest/v1/rest_items?select=id&limit=1`, { headers });
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const exposed = response.headers.get("access-control-expose-headers") ?? "";
      for (const name of ["Content-Range", "X-Supabase-Api-Version", "X-Total-Count", "Range"]) expect(exposed).toContain(name);
    }
  });

  it("answers unknown paths with 404", async () => {
    for (const path of ["/", "/storage/v1/object", "/rest/v2/x", "/functions/v1"]) {
      const response = await fetch(`${supabaseUrl()}${path}`, { headers: { apikey: PUBLISHABLE_KEY } });
      expect(response.status, path).toBe(404);
    }
  });
});
