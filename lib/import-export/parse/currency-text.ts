import { isCurrency, type Currency } from "@/lib/currency/currencies";

/** Symbols more than one of our currencies writes (full-width forms too): the user says which. */
export const AMBIGUOUS_SYMBOLS: Readonly<Record<string, Currency[]>> = {
  // Wallos writes "$" for US, Australian and Canadian dollars; spreadsheets in Taiwan and Latin America use it too.
  $: ["USD", "TWD", "CAD", "AUD", "MXN", "ARS", "CLP", "COP", "HKD", "SGD", "NZD"],
  "¥": ["JPY", "CNY"],
  元: ["TWD", "CNY"],
  // Wallos writes "kr" for the Swedish, Norwegian, Danish and Icelandic crowns alike.
  kr: ["SEK", "NOK", "DKK", "ISK"],
  "kr.": ["DKK", "NOK", "SEK", "ISK"],
};

// Compared in lower case. Codes are matched separately, so only symbols, aliases and names are here.
const MARKERS: Readonly<Record<string, Currency>> = {
  "nt$": "TWD",
  nt: "TWD",
  ntd: "TWD",
  新台幣: "TWD",
  新臺幣: "TWD",
  台幣: "TWD",
  臺幣: "TWD",
  "us$": "USD",
  "u$s": "USD",
  美元: "USD",
  美金: "USD",
  "€": "EUR",
  euro: "EUR",
  euros: "EUR",
  歐元: "EUR",
  欧元: "EUR",
  "£": "GBP",
  英鎊: "GBP",
  英镑: "GBP",
  "jp¥": "JPY",
  円: "JPY",
  yen: "JPY",
  日圓: "JPY",
  日元: "JPY",
  日幣: "JPY",
  "cn¥": "CNY",
  rmb: "CNY",
  yuan: "CNY",
  人民幣: "CNY",
  人民币: "CNY",
  "₩": "KRW",
  "fr": "CHF",
  "fr.": "CHF",
  "r$": "BRL",
  // Wallos's symbol for the South African rand.
  r: "ZAR",
  "hk$": "HKD",
  "a$": "AUD",
  "au$": "AUD",
  "c$": "CAD",
  "ca$": "CAD",
  "mx$": "MXN",
  "mex$": "MXN",
  "s$": "SGD",
  "nz$": "NZD",
  "₹": "INR",
  "₽": "RUB",
  "₺": "TRY",
  "₪": "ILS",
  "zł": "PLN",
  "kč": "CZK",
  "ft": "HUF",
  "฿": "THB",
  "₫": "VND",
  "₱": "PHP",
  "₴": "UAH",
  "₦": "NGN",
  "rp": "IDR",
  "rm": "MYR",
  "lei": "RON",
  "лв": "BGN",
  "韓元": "KRW",
  "港幣": "HKD",
  "瑞士法郎": "CHF",
};

export type CurrencyReading =
  | { kind: "currency"; currency: Currency }
  | { kind: "ambiguous"; symbol: string; currencies: Currency[] }
  | { kind: "unknown"; text: string }
  | { kind: "none" };

export function readCurrencyText(text: string): CurrencyReading {
  const marker = text.normalize("NFKC").trim();
  if (marker === "") return { kind: "none" };
  const upper = marker.toUpperCase();
  if (isCurrency(upper)) return { kind: "currency", currency: upper };
  const known = MARKERS[marker.toLowerCase()];
  if (known) return { kind: "currency", currency: known };
  const symbol = Object.hasOwn(AMBIGUOUS_SYMBOLS, marker) ? marker : marker.toLowerCase();
  const choices = Object.hasOwn(AMBIGUOUS_SYMBOLS, symbol) ? AMBIGUOUS_SYMBOLS[symbol] : undefined;
  if (choices) return { kind: "ambiguous", symbol, currencies: choices };
  return { kind: "unknown", text: marker };
}

export function splitPrice(text: string): { amount: string; currencyText: string } {
  const value = text.normalize("NFKC").trim();
  const first = value.search(/[-−]?[.,]?\d/);
  if (first < 0) return { amount: "", currencyText: value };
  let last = value.length - 1;
  while (!/\d/.test(value[last])) last--;
  const prefix = value.slice(0, first).trim();
  const suffix = value.slice(last + 1).trim();
  return { amount: value.slice(first, last + 1), currencyText: [prefix, suffix].filter(Boolean).join(" ") };
}

export function readPriceCurrency(currencyText: string): CurrencyReading {
  const readings = [currencyText, ...currencyText.split(/\s+/)].map(readCurrencyText);
  return (
    readings.find((reading) => reading.kind === "currency") ??
    readings.find((reading) => reading.kind === "ambiguous") ??
    readings.find((reading) => reading.kind === "unknown") ?? { kind: "none" }
  );
}
