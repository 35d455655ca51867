import { createHmac, hkdfSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLinkSigner } from "@/lib/reminders/links/link-tokens";

const SECRET = "a-reminders-secret-of-some-length";
const PARTS = ["stop", "00000000-0000-4000-8000-000000000001", "2027-02-17", 7, "renewal", "2027-02-20", 3];
const message = PARTS.join("\u001f");

describe("createLinkSigner", () => {
  it("signs with a key derived from the secret (HKDF-SHA256, info reminder-links), never the secret itself", async () => {
    const token = await (await createLinkSigner(SECRET))(PARTS);
    const derived = Buffer.from(hkdfSync("sha256", SECRET, Buffer.alloc(0), "reminder-links", 32));
    expect(token).toBe(createHmac("sha256", derived).update(message).digest("base64url"));
    expect(token).not.toBe(createHmac("sha256", SECRET).update(message).digest("base64url"));
  });

  it("gives the same token for the same link, and another for another link or secret", async () => {
    const sign = await createLinkSigner(SECRET);
    expect(await sign(PARTS)).toBe(await sign([...PARTS]));
    expect(await sign(PARTS)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sign(["snooze", ...PARTS.slice(1)])).not.toBe(await sign(PARTS));
    expect(await (await createLinkSigner(`${SECRET}!`))(PARTS)).not.toBe(await sign(PARTS));
  });

  it("refuses a secret shorter than 16 characters", async () => {
    await expect(createLinkSigner("too-short")).rejects.toThrow(/at least 16/);
  });
});
