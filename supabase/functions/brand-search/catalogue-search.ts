import { CATALOGUE, type CatalogueEntry } from "./catalogue.ts";
import type { BrandResult } from "./brand-result.ts";

/** Lower case without accents, so "deezer" finds "Déezer" and "CAFE" finds "café". */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

function compact(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, "");
}

/** The name read from each word onwards: "Amazon Prime Video" gives amazonprimevideo, primevideo, video. */
function wordStarts(text: string): string[] {
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.map((_, index) => words.slice(index).join(""));
}

/** 0 exact name, 1 name or domain prefix, 2 a word starts with it, 3 substring; undefined: no match. */
function rank(entry: CatalogueEntry, needle: string): number | undefined {
  const names = [entry.name, ...(entry.aliases ?? [])].map(compact);
  const domain = compact(entry.domain);
  if (names.includes(needle)) return 0;
  if (names.some((name) => name.startsWith(needle)) || domain.startsWith(needle)) return 1;
  const starts = [entry.name, ...(entry.aliases ?? [])].flatMap(wordStarts);
  if (starts.some((start) => start.startsWith(needle))) return 2;
  if (names.some((name) => name.includes(needle)) || domain.includes(needle)) return 3;
  return undefined;
}

export function toBrandResult(entry: CatalogueEntry): BrandResult {
  return {
    brandId: entry.domain,
    domain: entry.domain,
    name: entry.name,
    icon: `/brand-icons/${entry.slug}.svg`,
    claimed: false,
    verified: false,
  };
}

export function searchCatalogue(query: string, limit: number, catalogue = CATALOGUE): BrandResult[] {
  const needle = compact(query);
  if (!needle) return [];
  return catalogue
    .map((entry, index) => ({ entry, index, rank: rank(entry, needle) }))
    .filter(
      (match): match is { entry: CatalogueEntry; index: number; rank: number } => match.rank !== undefined,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((match) => toBrandResult(match.entry));
}
