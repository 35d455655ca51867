// The local auth service hashes passwords as GoTrue does, at bcrypt's cost 10, unless the test runs
// lower it (scripts/local-env.mjs TEST_AUTH_ENV).
import { afterEach, describe, expect, it, vi } from "vitest";
import { hashPassword, passwordMatches } from "@/supabase/local/auth/password";
import { loadConfig } from "@/supabase/local/config";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("password hashes", () => {
  it("cost 10 by default, GoTrue's, and the configured cost when one is set", async () => {
    vi.stubEnv("SUPABASE_AUTH_BCRYPT_COST", "");
    const config = loadConfig();
    expect(config.passwordHashCost).toBe(10);
    const hash = await hashPassword(config, "correct-horse");
    expect(hash).toMatch(/^\$2a\$10\$.{53}$/);
    expect(await passwordMatches("correct-horse", hash)).toBe(true);
    expect(await passwordMatches("wrong-horse", hash)).toBe(false);

    vi.stubEnv("SUPABASE_AUTH_BCRYPT_COST", "4");
    const cheap = await hashPassword(loadConfig(), "correct-horse");
    expect(cheap).toMatch(/^\$2a\$04\$.{53}$/);
    expect(await passwordMatches("correct-horse", cheap)).toBe(true);
  });

  it("refuses a cost bcrypt has not", () => {
    for (const value of ["3", "32", "4.5", "ten"]) {
      vi.stubEnv("SUPABASE_AUTH_BCRYPT_COST", value);
      expect(() => loadConfig()).toThrow(`SUPABASE_AUTH_BCRYPT_COST must be a whole number from 4 to 31, not "${value}"`);
    }
  });
});
