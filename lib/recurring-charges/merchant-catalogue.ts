import type { MerchantEntry } from "./merchant-entry";
import { EVERYDAY_MERCHANTS } from "./merchants-everyday";
import { MEDIA_MERCHANTS } from "./merchants-media";
import { SOFTWARE_MERCHANTS } from "./merchants-software";
import { merchantKey } from "./normalise";
import { similarity } from "./similarity";

export type { MerchantCategory, MerchantEntry } from "./merchant-entry";

export const MERCHANTS: readonly MerchantEntry[] = [...MEDIA_MERCHANTS, ...SOFTWARE_MERCHANTS, ...EVERYDAY_MERCHANTS];

// Tuned on the catalogue tests: "NETFLX" reaches Netflix (0.86), "STRADA" stays off Strava (0.83).
export const FUZZY_THRESHOLD = 0.85;
// Below these lengths a pattern must match the whole key: "MAX" or "FREE" inside a longer name is
// usually someone else ("MAX MUSTERMANN", "FREE PEOPLE").
const MIN_PREFIX_LENGTH = 5;
const MIN_ANYWHERE_LENGTH = 6;
const MIN_FUZZY_LENGTH = 6;
const MIN_CUT_WORD = 4;

type Pattern = { text: string; tokenCount: number; entry: MerchantEntry };

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function push<K>(map: Map<K, Pattern[]>, key: K, pattern: Pattern) {
  const list = map.get(key);
  if (list) list.push(pattern);
  else map.set(key, [pattern]);
}

// Longest first, so "AMAZON PRIME VIDEO" wins over "AMAZON PRIME" and that over "AMAZON".
const longestFirst = (a: Pattern, b: Pattern) => b.text.length - a.text.length;

function buildIndex() {
  const exact = new Map<string, MerchantEntry>();
  const byFirstWord = new Map<string, Pattern[]>();
  const byOpening = new Map<string, Pattern[]>();
  const cjk: Pattern[] = [];
  for (const entry of MERCHANTS) {
    for (const raw of [entry.name, ...entry.patterns]) {
      const text = merchantKey(raw, null);
      if (exact.has(text)) continue;
      exact.set(text, entry);
      const pattern = { text, tokenCount: text.split(" ").length, entry };
      if (CJK.test(text)) {
        cjk.push(pattern);
        continue;
      }
      push(byFirstWord, text.split(" ")[0], pattern);
      if (text.length >= MIN_FUZZY_LENGTH) push(byOpening, text.slice(0, 2), pattern);
    }
  }
  for (const list of [cjk, ...byFirstWord.values(), ...byOpening.values()]) list.sort(longestFirst);
  return { exact, byFirstWord, byOpening, cjk };
}

type Index = ReturnType<typeof buildIndex>;
let index: Index | null = null;
const matches = new Map<string, MerchantEntry | null>();

function containsMatch(key: string, { byFirstWord, cjk }: Index): MerchantEntry | null {
  const padded = ` ${key} `;
  const words = key.split(" ");
  let best: Pattern | null = null;
  for (let position = 0; position < words.length; position++) {
    for (const pattern of byFirstWord.get(words[position]) ?? []) {
      if (best && best.text.length >= pattern.text.length) break;
      const distinctive = pattern.text.length >= MIN_ANYWHERE_LENGTH || pattern.tokenCount >= 2;
      const atStart = position === 0 && pattern.text.length >= MIN_PREFIX_LENGTH && key.startsWith(`${pattern.text} `);
      if (atStart || (distinctive && padded.includes(` ${pattern.text} `))) best = pattern;
    }
  }
  if (best) return best.entry;
  if (!CJK.test(key)) return null;
  return cjk.find((pattern) => pattern.text.length >= 2 && key.includes(pattern.text))?.entry ?? null;
}

function closeness(a: string, b: string): number {
  return Math.abs(a.length - b.length) > (1 - FUZZY_THRESHOLD) * Math.max(a.length, b.length) ? 0 : similarity(a, b);
}

function fuzzyMatch(key: string, { byOpening }: Index): MerchantEntry | null {
  if (key.length < MIN_FUZZY_LENGTH - 1 || CJK.test(key)) return null;
  const tokens = key.split(" ");
  let best: { entry: MerchantEntry; score: number } | null = null;
  for (const pattern of byOpening.get(key.slice(0, 2)) ?? []) {
    const head = tokens.slice(0, pattern.tokenCount).join(" ");
    const score = Math.max(closeness(head, pattern.text), head === key ? 0 : closeness(key, pattern.text));
    if (score >= FUZZY_THRESHOLD && (!best || score > best.score)) best = { entry: pattern.entry, score };
  }
  return best?.entry ?? null;
}

// Norma 43 and some card networks cut names at a fixed width ("HELLOFRE"): a cut is only trusted inside a
// word ("REPSOL" whole is the petrol station, not Repsol's energy brand), for a brand that sells nothing
// else, and only when one such brand fits.
function truncatedMatch(key: string, { byOpening }: Index): MerchantEntry | null {
  if (key.length < MIN_FUZZY_LENGTH || CJK.test(key) || key.split(" ").at(-1)!.length < MIN_CUT_WORD) return null;
  const fits = new Set<MerchantEntry>();
  for (const pattern of byOpening.get(key.slice(0, 2)) ?? []) {
    const cutInWord = pattern.text.length > key.length && pattern.text[key.length] !== " ";
    if (pattern.entry.recurringOnly && cutInWord && pattern.text.startsWith(key)) fits.add(pattern.entry);
  }
  return fits.size === 1 ? [...fits][0] : null;
}

export function matchMerchant(key: string): MerchantEntry | null {
  const cached = matches.get(key);
  if (cached !== undefined) return cached;
  index ??= buildIndex();
  const entry = index.exact.get(key) ?? containsMatch(key, index) ?? fuzzyMatch(key, index) ?? truncatedMatch(key, index);
  if (matches.size > 20_000) matches.clear();
  matches.set(key, entry);
  return entry;
}
