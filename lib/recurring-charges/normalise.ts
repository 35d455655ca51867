import {
  AGGREGATORS,
  CJK_TRAILING,
  DOMAIN,
  GENERIC_AFTER_AGGREGATOR,
  DIGIT_NOISE,
  PROCESSOR_COUNTERPARTY,
  RAIL_ANYWHERE,
  RAIL_PREFIX,
  REFERENCE_TAIL,
  REFUND_WORDS,
  REGIONS,
  TLD_LABELS,
  TRAILING,
  TRAILING_LAST_WORDS,
} from "./normalise-rules";

// Refund and rail words go first, so that "DEVOLUCION COMPRA TARJ. NETFLIX" still loses its rail prefix.
const NOT_A_NAME = new RegExp(`${REFUND_WORDS.source}|${RAIL_ANYWHERE.source}`, "g");
const ANY_AGGREGATOR = new RegExp(AGGREGATORS.map(({ pattern }) => pattern.source).join("|"));
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

export function foldText(text: string): string {
  if (!/[^\u0020-\u007e]/.test(text)) return text.toUpperCase();
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").normalize("NFKC").toUpperCase();
}

function stripWhileLeft(text: string, pattern: RegExp): string {
  if (text.search(pattern) === -1) return text;
  let current = text;
  for (let i = 0; i < 4; i++) {
    const next = collapse(current.replace(pattern, " "));
    if (next === current || next === "") return current;
    current = next;
  }
  return current;
}

// "NETFLIX.COM LOS GATOS CA" is Netflix; "DISNEY PLUS DISNEYPLUS.COM" is the words before the address.
function keepDomainStem(text: string): string {
  const match = text.includes(".") ? DOMAIN.exec(text) : null;
  if (!match) return text;
  const before = collapse(text.slice(0, match.index));
  if (/\p{L}{2}/u.test(before)) return before;
  const labels = match[1].split(".").filter((label) => !TLD_LABELS.has(label));
  const stem = labels.at(-1) ?? "";
  return stem.length >= 2 ? collapse(`${stem} ${text.slice(match.index + match[0].length)}`) : collapse(text.replace(match[0], " "));
}

function digitCount(token: string): number {
  let count = 0;
  for (let i = 0; i < token.length; i++) if (token.charCodeAt(i) >= 48 && token.charCodeAt(i) <= 57) count++;
  return count;
}

// Short numbers stay: they belong to names ("24 HOUR FITNESS", "MICROSOFT 365").
function dropCodes(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .split(" ")
    .filter((token) => {
      const digits = digitCount(token);
      if (digits === 0) return true;
      if (digits === token.length) return token.length < 4 && token[0] !== "0";
      return digits < 2 || token.length < 5;
    })
    .join(" ");
}

function stripTrailing(text: string): string {
  const tokens = text.split(" ");
  let stripped = true;
  while (stripped && TRAILING_LAST_WORDS.has(tokens[tokens.length - 1])) {
    stripped = false;
    for (let n = Math.min(4, tokens.length - 1); n >= 1; n--) {
      if (!TRAILING.has(tokens.slice(-n).join(" "))) continue;
      tokens.length -= n;
      stripped = true;
      break;
    }
  }
  const last = tokens.length - 1;
  const cjkless = tokens[last].replace(CJK_TRAILING, "");
  if (cjkless !== "") tokens[last] = cjkless;
  else if (last > 0) tokens.length = last;
  return tokens.join(" ");
}

function cleanRest(folded: string): string {
  let text = stripWhileLeft(folded, RAIL_PREFIX).replace(REFERENCE_TAIL, "");
  text = keepDomainStem(collapse(text));
  text = text.replace(/\*[A-Z0-9]*\d[A-Z0-9]*\b/g, " ").replace(/['’`]/g, "");
  text = /[^\u0020-\u007e]/.test(text)
    ? text.replace(/(\p{L})\+/gu, "$1 PLUS ").replace(/[^\p{L}\p{N}&\s]/gu, " ")
    : text.replace(/([A-Z])\+/g, "$1 PLUS ").replace(/[^A-Z0-9&\s]/g, " ");
  text = stripTrailing(dropCodes(collapse(text)));
  return REGIONS.has(text) ? "" : text;
}

export function unnumbered(raw: string): string {
  const folded = foldText(raw);
  return collapse(/\d/.test(folded) ? folded.replace(DIGIT_NOISE, " $1 ") : folded);
}

// A name cut to its rail ("RECURRING PAYMENT AUTHORIZED ON", an OFX NAME at 32 characters) names no one.
const ONLY_RAILS = new RegExp(`^(?:(?:${RAIL_PREFIX.source.slice(1)})|[\\s.:,*/#-])+$`);

function normaliseText(unnumberedText: string): string {
  if (ONLY_RAILS.test(unnumberedText)) return "";
  const text = stripWhileLeft(stripWhileLeft(unnumberedText, NOT_A_NAME), RAIL_PREFIX);
  if (!ANY_AGGREGATOR.test(text)) return cleanRest(text);
  for (const { pattern, name, keepRest } of AGGREGATORS) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!keepRest) return name;
    const rest = cleanRest(collapse(text.slice(match[0].length)));
    if (rest === "") return name;
    return name && GENERIC_AFTER_AGGREGATOR.has(rest) ? `${name} ${rest}` : rest;
  }
  return cleanRest(text);
}

const keys = new Map<string, string>();

export function merchantKeyOf(text: string, party: string): string {
  // Lines differ mostly by their dates and numbers: without them most lines repeat.
  const cacheKey = party ? `${text}\u0000${party}` : text;
  const cached = keys.get(cacheKey);
  if (cached !== undefined) return cached;
  const partyKey = party && !PROCESSOR_COUNTERPARTY.test(party) ? normaliseText(party) : "";
  const key = partyKey || normaliseText(text) || text || "UNKNOWN";
  if (keys.size > 50_000) keys.clear();
  keys.set(cacheKey, key);
  return key;
}

export function merchantKey(label: string, counterparty: string | null): string {
  return merchantKeyOf(unnumbered(label), counterparty ? unnumbered(counterparty) : "");
}

export function titleCase(key: string): string {
  return key
    .split(" ")
    .map((word) => (word.length <= 3 || /\d/.test(word) || !/[AEIOUY]/.test(word) ? word : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(" ");
}

export function cleanName(label: string, counterparty: string | null = null): string {
  return titleCase(merchantKey(label, counterparty));
}
