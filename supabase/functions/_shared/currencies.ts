// The one currency list of the app, its database checks and the edge functions (which import it by
// relative path, so this file imports nothing).

/** The spec's six, which keep a built-in fallback rate; the app lists them first. */
export const SPEC_CURRENCIES = ["TWD", "USD", "EUR", "JPY", "GBP", "CNY"] as const;

/** Every ISO 4217 currency the keyless rate source (open.er-api.com) quotes. */
export const CURRENCIES = [
  ...SPEC_CURRENCIES,
  "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT", "BGN", "BHD", "BIF",
  "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHF", "CLP", "COP", "CRC", "CUP",
  "CVE", "CZK", "DJF", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "FJD", "FKP", "GEL", "GHS", "GIP", "GMD", "GNF",
  "GTQ", "GYD", "HKD", "HNL", "HRK", "HTG", "HUF", "IDR", "ILS", "INR", "IQD", "IRR", "ISK", "JMD", "JOD", "KES",
  "KGS", "KHR", "KMF", "KRW", "KWD", "KYD", "KZT", "LAK", "LBP", "LKR", "LRD", "LSL", "LYD", "MAD", "MDL", "MGA",
  "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR", "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR",
  "NZD", "OMR", "PAB", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB", "RWF", "SAR", "SBD",
  "SCR", "SDG", "SEK", "SGD", "SHP", "SLE", "SLL", "SOS", "SRD", "SSP", "STN", "SYP", "SZL", "THB", "TJS", "TMT",
  "TND", "TOP", "TRY", "TTD", "TZS", "UAH", "UGX", "UYU", "UZS", "VES", "VND", "VUV", "WST", "XAF", "XCD", "XCG",
  "XDR", "XOF", "XPF", "YER", "ZAR", "ZMW", "ZWG", "ZWL",
] as const;

export type Currency = (typeof CURRENCIES)[number];

const KNOWN: ReadonlySet<string> = new Set(CURRENCIES);

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && KNOWN.has(value);
}

// CLDR's decimals (what Intl shows); written out so every browser and the database agree.
const NO_DECIMALS = new Set("AFN ALL BIF CLP COP DJF GNF HUF IDR IQD IRR ISK JPY KMF KRW LAK LBP MGA MMK PKR PYG RWF SLL SOS SYP UGX VND VUV XAF XOF XPF YER".split(" "));
const THREE_DECIMALS = new Set("BHD JOD KWD LYD OMR TND".split(" "));

/** How many decimals a price in `currency` has: 0 for JPY and KRW, 3 for KWD, else 2. */
export function currencyDecimals(currency: string): 0 | 2 | 3 {
  if (NO_DECIMALS.has(currency)) return 0;
  return THREE_DECIMALS.has(currency) ? 3 : 2;
}
