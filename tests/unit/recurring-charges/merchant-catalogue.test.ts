import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MERCHANTS, matchMerchant } from "@/lib/recurring-charges/merchant-catalogue";
import { merchantKey } from "@/lib/recurring-charges/normalise";
import { CATALOGUE } from "@/supabase/functions/brand-search/catalogue";

const match = (label: string) => matchMerchant(merchantKey(label, null))?.slug ?? null;
const icons = path.resolve(__dirname, "../../../public/brand-icons");

describe("merchant catalogue", () => {
  it("knows at least 150 subscription merchants, each slug once", () => {
    expect(MERCHANTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MERCHANTS.map((entry) => entry.slug)).size).toBe(MERCHANTS.length);
  });

  it("covers the US, Spain and Taiwan", () => {
    for (const slug of ["netflix", "verizon", "movistar", "iberdrola", "endesa", "naturgy", "chunghwa-telecom", "taiwan-mobile", "far-eastone", "kkbox", "friday-video"]) {
      expect(MERCHANTS.some((entry) => entry.slug === slug), slug).toBe(true);
    }
  });

  it("finds every entry by each of its own spellings", () => {
    for (const entry of MERCHANTS) {
      for (const pattern of [entry.name, ...entry.patterns]) expect(match(pattern), `${entry.slug}: ${pattern}`).toBe(entry.slug);
    }
  });

  it("uses the brand catalogue's slug wherever the brand is there, so its icon shows", () => {
    const brandSlugs = new Set(CATALOGUE.map((brand) => brand.slug));
    for (const brand of CATALOGUE) {
      const found = match(brand.name);
      if (found && MERCHANTS.find((entry) => entry.slug === found)!.name === brand.name) expect(found).toBe(brand.slug);
    }
    for (const entry of MERCHANTS.filter((candidate) => brandSlugs.has(candidate.slug))) {
      expect(existsSync(path.join(icons, `${entry.slug}.svg`)), entry.slug).toBe(true);
    }
    expect(MERCHANTS.filter((entry) => brandSlugs.has(entry.slug)).length).toBeGreaterThan(100);
  });

  it("marks merchants that also sell one-offs", () => {
    const oneOffs = MERCHANTS.filter((entry) => !entry.recurringOnly).map((entry) => entry.slug);
    expect(oneOffs).toEqual(expect.arrayContaining(["amazon", "apple", "google-play", "steam", "uber"]));
    expect(oneOffs).not.toContain("netflix");
  });
});

describe("matchMerchant", () => {
  it.each([
    ["NETFLIX INTERNATIONAL B.V.", "netflix"],
    ["AMAZON PRIME VIDEO", "prime-video"],
    ["AMAZON PRIME", "amazon-prime"],
    ["AMZN Mktp US*2K4L71234", "amazon"],
    ["HBO MAX", "max"],
    ["VZWRLSS*APOCC VISE", "verizon"],
    ["ORANGE THEORY FITNESS", "orangetheory"],
    ["遠傳電信 帳單", "far-eastone"],
  ])("finds a known alias inside %s", (label, slug) => {
    expect(match(label)).toBe(slug);
  });

  it.each([
    ["NETFLX COM", "netflix"],
    ["SPOTIFI", "spotify"],
    ["DROPBX", "dropbox"],
    ["DUOLINGGO", "duolingo"],
  ])("forgives a misspelling: %s", (label, slug) => {
    expect(match(label)).toBe(slug);
  });

  it.each([
    "NETTO MARKEN-DISCOUNT",
    "STRADA PIZZA",
    "MAX MUSTERMANN",
    "FREE PEOPLE",
    "BIG APPLE PIZZA",
    "MERCADONA VALENCIA",
    "ALBERT HEIJN",
    "UBER *TRIP",
    "NETO",
    "KAISER PERMANENTE",
  ])("leaves %s unmatched", (label) => {
    expect(match(label)).toBeNull();
  });
});
