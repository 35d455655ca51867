import type { MerchantEntry } from "./merchants/entry";
import { EVERYDAY_MERCHANTS } from "./merchants/everyday";
import { MEDIA_MERCHANTS } from "./merchants/media";
import { SOFTWARE_MERCHANTS } from "./merchants/software";
import { merchantKey } from "./normalise";
import { similarity } from "./similarity";

export type { MerchantCategory, MerchantEntry } from "./merchants/entry";

export const MERCHANTS: readonly MerchantEntry[] = [...MEDIA_MERCHANTS, ...SOFTWARE_MERCHANTS, ...EVERYDAY_MERCHANTS];

/** Tuned on the catalogue tests: "NETFLX" reaches Netflix (0.86), "STRADA" stays off Strava (0.83). */
export const FUZZY_THRESHOLD = 0.85;
// Below these lengths a pattern must match the whole key: "MAX" or "FREE" inside a longer name is
// usually someone else ("MAX MUSTERMANN", "FREE PEOPLE").
const MIN_PREFIX_LENGTH = 5;
const MIN_ANYWHERE_LENGTH = 6;
const MIN_FUZZY_LENGTH = 6;

type Pattern = { text: string; tokenCount: number; cjk: boolean; entry: MerchantEntry };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function buildIndex() {
  const exact = new Map<string, MerchantEntry>();
  const patterns: Pattern[] = [];
  for (const entry of MERCHANTS) {
    for (const raw of [entry.name, ...entry.patterns]) {
      const text = merchantKey(raw, null);
      if (exact.has(text)) continue;
      exact.set(text, entry);
      patterns.push({ text, tokenCount: text.split(" ").length, cjk: CJK.test(text), entry });
    }
  }
  // Longest first, so "AMAZON PRIME VIDEO" wins over "AMAZON PRIME" and that over "AMAZON".
  patterns.sort((a, b) => b.text.length - a.text.length);
  return { exact, patterns };
}

let index: ReturnType<typeof buildIndex> | null = null;
const matches = new Map<string, MerchantEntry | null>();

function containsMatch(key: string, patterns: Pattern[]): MerchantEntry | null {
  const padded = ` ${key} `;
  for (const pattern of patterns) {
    if (!key.includes(pattern.text)) continue;
    if (pattern.cjk) {
      if (pattern.text.length >= 2) return pattern.entry;
      continue;
    }
    const long = pattern.text.length >= MIN_ANYWHERE_LENGTH || pattern.tokenCount >= 2;
    if (pattern.text.length >= MIN_PREFIX_LENGTH && key.startsWith(`${pattern.text} `)) return pattern.entry;
    if (long && padded.includes(` ${pattern.text} `)) return pattern.entry;
  }
  return null;
}

function fuzzyMatch(key: string, patterns: Pattern[]): MerchantEntry | null {
  if (key.length < MIN_FUZZY_LENGTH - 1 || CJK.test(key)) return null;
  const tokens = key.split(" ");
  let best: { entry: MerchantEntry; score: number } | null = null;
  for (const pattern of patterns) {
    if (pattern.cjk || pattern.text.length < MIN_FUZZY_LENGTH || pattern.text[0] !== key[0]) continue;
    const head = tokens.slice(0, pattern.tokenCount).join(" ");
    const score = Math.max(closeness(head, pattern.text), head === key ? 0 : closeness(key, pattern.text));
    if (score >= FUZZY_THRESHOLD && (!best || score > best.score)) best = { entry: pattern.entry, score };
  }
  return best?.entry ?? null;
}

// Lengths too far apart cannot reach the threshold; skipping them keeps a large statement fast.
function closeness(a: string, b: string): number {
  return Math.abs(a.length - b.length) > (1 - FUZZY_THRESHOLD) * Math.max(a.length, b.length) ? 0 : similarity(a, b);
}

/** The known merchant a normalised key names: exact, then alias inside the key, then a near spelling. */
export function matchMerchant(key: string): MerchantEntry | null {
  const cached = matches.get(key);
  if (cached !== undefined) return cached;
  index ??= buildIndex();
  const entry = index.exact.get(key) ?? containsMatch(key, index.patterns) ?? fuzzyMatch(key, index.patterns);
  if (matches.size > 20_000) matches.clear();
  matches.set(key, entry);
  return entry;
}
