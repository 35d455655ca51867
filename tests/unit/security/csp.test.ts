import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, sha256Source } from "@/lib/security/csp";
import { inlineScriptSources } from "@/lib/security/prerendered";
import { THEME_BOOTSTRAP_SCRIPT } from "@/lib/theme/theme";

const scriptSrc = (policy: string) => policy.match(/(?:^|; )script-src ([^;]+)/)?.[1].split(" ") ?? [];
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

beforeAll(() => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = "https://project.supabase.co";
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = "sb_publishable_for_unit_tests";
});

describe("content security policy", () => {
  it("allows scripts rendered per request by nonce, what they load, and the theme's bootstrap by hash", async () => {
    const policy = await contentSecurityPolicy({ nonce: "abc" });
    expect(scriptSrc(policy)).toEqual(["'nonce-abc'", "'strict-dynamic'", hashOf(THEME_BOOTSTRAP_SCRIPT)]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://project.supabase.co wss://project.supabase.co");
  });

  it("allows a prerendered page's own inline scripts by hash and script files from the site, never inline code at large", async () => {
    const policy = await contentSecurityPolicy({ hashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"] });
    expect(scriptSrc(policy)).toEqual(["'self'", hashOf(THEME_BOOTSTRAP_SCRIPT), "'sha256-a'", "'sha256-b'"]);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("nonce");
  });

  it("hashes what the browser hashes: the exact text between the tags", async () => {
    expect(await sha256Source("alert(1)")).toBe(hashOf("alert(1)"));
    const html =
      '<head><script>a()</script><script src="/x.js" async=""></script></head>' +
      '<body><script id="_R_">b("é")</script><script type="application/ld+json">{"x":1}</script><script>a()</script></body>';
    expect(await inlineScriptSources(html)).toEqual([hashOf("a()"), hashOf('b("é")'), hashOf('{"x":1}')]);
  });
});
