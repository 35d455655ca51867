// The admin API behind supabase.auth.admin, the service-role check, and the small endpoints
// (settings, health, unknown paths, email change).
import { describe, expect, it } from "vitest";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@/supabase/local/keys";
import { anonClient, createTestUser, serviceClient, supabaseUrl } from "./support";

const VERSIONED = { "x-supabase-api-version": "2024-01-01", "content-type": "application/json" };

describe("admin API", () => {
  it("creates, lists, reads, updates and deletes users", async () => {
    const admin = serviceClient().auth.admin;
    const email = `admin-${Date.now()}@example.com`;
    const created = await admin.createUser({
      email,
      password: "correct-horse",
      email_confirm: true,
      user_metadata: { full_name: "Admin Made" },
      app_metadata: { plan: "pro" },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({ email, aud: "authenticated", role: "authenticated" });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"], plan: "pro" });
    expect(user.user_metadata).toMatchObject({ full_name: "Admin Made", email_verified: true });
    expect(user.identities).toHaveLength(1);

    const duplicate = await admin.createUser({ email, password: "correct-horse" });
    expect(duplicate.error).toMatchObject({ status: 422, code: "email_exists" });

    const page = await admin.listUsers({ page: 1, perPage: 1 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(1);
    expect(page.data).toMatchObject({ nextPage: 2, aud: "authenticated" });
    expect((page.data as { total?: number }).total).toBeGreaterThanOrEqual(1);

    const read = await admin.getUserById(user.id);
    expect(read.data.user?.email).toBe(email);
    const missing = await admin.getUserById(crypto.randomUUID());
    expect(missing.error).toMatchObject({ status: 404, code: "user_not_found", message: "User not found" });

    const updated = await admin.updateUserById(user.id, { user_metadata: { locale: "zh-TW" }, password: "changed-secret" });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: "Admin Made", locale: "zh-TW" });
    expect((await anonClient().auth.signInWithPassword({ email, password: "changed-secret" })).error).toBeNull();

    const banned = await admin.updateUserById(user.id, { ban_duration: "24h" });
    expect(banned.data.user?.banned_until).toBeTruthy();
    const refused = await anonClient().auth.signInWithPassword({ email, password: "changed-secret" });
    expect(refused.error).toMatchObject({ status: 400, code: "user_banned", message: "User is banned" });

    expect((await admin.deleteUser(user.id)).error).toBeNull();
    expect((await admin.getUserById(user.id)).error?.status).toBe(404);
  });

  it("refuses callers without the service role", async () => {
    const { client } = await createTestUser("not-admin");
    const asUser = await client.auth.admin.listUsers();
    expect(asUser.error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });
    const asAnon = await fetch(`${supabaseUrl()}/auth/v1/admin/users`, { headers: { ...VERSIONED, apikey: ANON_KEY } });
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toEqual({ code: "not_admin", message: "User not allowed" });
    const withService = await fetch(`${supabaseUrl()}/auth/v1/admin/users?per_page=2`, { headers: { apikey: SERVICE_ROLE_KEY } });
    expect(withService.status).toBe(200);
    expect(withService.headers.get("x-total-count")).toMatch(/^\d+$/);
    expect(withService.headers.get("link")).toContain('rel="last"');
  });
});

describe("small endpoints", () => {
  it("serves settings, health, 404 for unknown paths and bad_json for broken bodies", async () => {
    const headers = { ...VERSIONED, apikey: ANON_KEY };
    const settings = await (await fetch(`${supabaseUrl()}/auth/v1/settings`, { headers })).json();
    expect(settings).toMatchObject({
      external: { google: true, apple: true, email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    const health = await fetch(`${supabaseUrl()}/auth/v1/health`, { headers });
    expect(await health.json()).toMatchObject({ name: "GoTrue" });
    expect((await fetch(`${supabaseUrl()}/auth/v1/nope`, { headers })).status).toBe(404);

    const broken = await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=password`, { method: "POST", headers, body: "{" });
    expect(broken.status).toBe(400);
    expect(broken.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(broken.headers.get("x-sb-error-code")).toBe("bad_json");
    expect(((await broken.json()) as { message: string }).message).toMatch(/^Could not parse request body as JSON: /);
  });

  it("changes the email address once the links sent to the old and the new one are both opened", async () => {
    const { client, email: old } = await createTestUser("mover");
    const next = `moved-${Date.now()}@example.com`;
    const requested = await client.auth.updateUser({ email: next }, { emailRedirectTo: "http://localhost:3000/settings" });
    expect(requested.error).toBeNull();
    expect(requested.data.user?.new_email).toBe(next);
    const linkTo = async (address: string) => {
      const mails = (await (await fetch(`${supabaseUrl()}/mailbox/messages.json?to=${address}`)).json()) as { subject: string; link: string }[];
      return mails.find((mail) => mail.subject === "Confirm your email change")!.link;
    };
    const toNew = await fetch(await linkTo(next), { redirect: "manual" });
    expect(toNew.status).toBe(303);
    expect(new URL(toNew.headers.get("location")!).hash).toMatch(/^#message=Confirmation\+link\+accepted/);
    expect((await client.auth.refreshSession()).data.user).toMatchObject({ email: old, new_email: next });
    expect((await fetch(await linkTo(next), { redirect: "manual" })).headers.get("location")).toContain("error_code=otp_expired");

    const toOld = await fetch(await linkTo(old), { redirect: "manual" });
    expect(toOld.status).toBe(303);
    expect(toOld.headers.get("location")).toContain("access_token=");
    const { data } = await client.auth.refreshSession();
    expect(data.user?.email).toBe(next);
    expect(data.user?.new_email).toBeUndefined();

    const { email: taken } = await createTestUser("taken");
    const clash = await client.auth.updateUser({ email: taken });
    expect(clash.error).toMatchObject({ status: 422, code: "email_exists", message: "A user with this email address has already been registered" });
  });
});
