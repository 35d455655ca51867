// Password recovery against the local auth server, driven by supabase-js and @supabase/ssr as the
// app uses them: resetPasswordForEmail, the mailed link, the PKCE code exchange and updateUser; and
// every auth email rendered from config.toml's templates in the user's language.
import { createServerClient } from "@supabase/ssr";
import { describe, expect, it } from "vitest";
import { ANON_KEY } from "@/supabase/local/keys";
import { anonClient, serviceClient, supabaseUrl } from "./support";

const REDIRECT = "http://localhost:3000/auth/callback";
const noRealtime = { transport: class {} as never };
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

type Mail = { to: string; subject: string; html: string; text: string; link: string };

function ssrClient() {
  const jar = new Map<string, string>();
  return createServerClient(supabaseUrl(), ANON_KEY, {
    realtime: noRealtime,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          if (options?.maxAge === 0) jar.delete(name);
          else jar.set(name, value);
        }
      },
    },
  });
}

async function mailbox(email: string): Promise<Mail[]> {
  return (await (await fetch(`${supabaseUrl()}/mailbox/messages.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
}

async function createUser(prefix: string, locale?: string) {
  const email = uniqueEmail(prefix);
  const password = "old-password-1";
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: locale ? { locale } : {},
  });
  if (error) throw error;
  return { id: data.user!.id, email, password };
}

async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("password recovery", () => {
  it("mails a one-time link whose session sets a new password and ends the other sessions", async () => {
    const user = await createUser("recover");
    const elsewhere = anonClient();
    await elsewhere.auth.signInWithPassword({ email: user.email, password: user.password });

    const client = ssrClient();
    const { data, error } = await client.auth.resetPasswordForEmail(user.email, { redirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [mail] = await mailbox(user.email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.html).toContain("Choose a new password");
    const link = new URL(mail.link);
    expect(link.pathname).toBe("/auth/v1/verify");
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);

    const landed = await follow(mail.link);
    expect(landed.origin + landed.pathname).toBe(REDIRECT);
    const exchanged = await client.auth.exchangeCodeForSession(landed.searchParams.get("code")!);
    expect(exchanged.error).toBeNull();
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: "recovery", timestamp: expect.any(Number) }]);

    const again = await follow(mail.link);
    expect(again.searchParams.get("error_code")).toBe("otp_expired");

    const updated = await client.auth.updateUser({ password: "new-password-2" });
    expect(updated.error).toBeNull();
    const refreshed = await elsewhere.auth.refreshSession();
    expect(refreshed.error?.code).toBe("refresh_token_not_found");
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })).error?.code).toBe("invalid_credentials");
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: "new-password-2" })).error).toBeNull();

    const notice = (await mailbox(user.email))[0];
    expect(notice.subject).toBe("Your password was changed");
    expect(notice.text).toContain(user.email);
  });

  it("answers an unknown address exactly as a known one and mails nobody", async () => {
    const email = uniqueEmail("nobody");
    const { data, error } = await ssrClient().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailbox(email)).toEqual([]);
  });

  it("waits max_frequency between two emails to one address, as GoTrue", async () => {
    const user = await createUser("twice");
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const second = await anonClient().auth.resetPasswordForEmail(user.email);
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe("over_email_send_rate_limit");
    expect(await mailbox(user.email)).toHaveLength(1);
  });

  it("takes the emailed token hash through verifyOtp, once", async () => {
    const user = await createUser("token-hash");
    const implicit = anonClient();
    expect((await implicit.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const token = new URL((await mailbox(user.email))[0].link).searchParams.get("token")!;
    expect(token).toMatch(/^[0-9a-f]{56}$/);
    const verified = await implicit.auth.verifyOtp({ type: "recovery", token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
    const reused = await anonClient().auth.verifyOtp({ type: "recovery", token_hash: token });
    expect(reused.error?.code).toBe("otp_expired");
  });
});

describe("auth emails in the user's language", () => {
  const cases = [
    { locale: "zh-TW", recovery: "重設你的密碼", reauth: "你的驗證碼", change: "確認變更電子郵件", button: "設定新密碼" },
    { locale: "es", recovery: "Restablece tu contraseña", reauth: "Tu código de verificación", change: "Confirma el cambio de correo", button: "Elegir nueva contraseña" },
  ];
  for (const expected of cases) {
    it(`renders the recovery, reauthentication and email-change emails in ${expected.locale}`, async () => {
      const user = await createUser(`lang-${expected.locale}`, expected.locale);
      expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
      const [recovery] = await mailbox(user.email);
      expect(recovery.subject).toBe(expected.recovery);
      expect(recovery.html).toContain(expected.button);

      const client = anonClient();
      await client.auth.signInWithPassword({ email: user.email, password: user.password });
      expect((await client.auth.reauthenticate()).error).toBeNull();
      const [reauth] = await mailbox(user.email);
      expect(reauth.subject).toBe(expected.reauth);
      expect(reauth.text).toMatch(/\b\d{6}\b/);

      const next = uniqueEmail("next");
      expect((await client.auth.updateUser({ email: next })).error).toBeNull();
      expect((await mailbox(user.email))[0].subject).toBe(expected.change);
      expect((await mailbox(next))[0].subject).toBe(expected.change);
    });
  }

  it("follows a language change saved in the metadata", async () => {
    const user = await createUser("switch", "es");
    const client = anonClient();
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    expect((await client.auth.updateUser({ data: { locale: "zh-TW" } })).error).toBeNull();
    expect((await anonClient().auth.resetPasswordForEmail(user.email)).error).toBeNull();
    expect((await mailbox(user.email))[0].subject).toBe("重設你的密碼");
  });
});
