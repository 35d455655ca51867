// Norma 43 names currencies by their ISO 4217 number; these are the ones Spanish banks keep accounts in.
const ALPHA_BY_NUMBER: Readonly<Record<string, string>> = {
  "978": "EUR", "840": "USD", "826": "GBP", "756": "CHF", "392": "JPY", "124": "CAD", "036": "AUD",
  "752": "SEK", "578": "NOK", "208": "DKK", "985": "PLN", "203": "CZK", "348": "HUF", "946": "RON",
  "156": "CNY", "344": "HKD", "702": "SGD", "901": "TWD", "410": "KRW", "356": "INR", "554": "NZD",
  "484": "MXN", "986": "BRL", "032": "ARS", "152": "CLP", "170": "COP", "604": "PEN", "858": "UYU",
  "504": "MAD", "949": "TRY", "710": "ZAR", "376": "ILS", "682": "SAR", "784": "AED", "643": "RUB",
};

export function currencyForNumber(code: string): string | null {
  return ALPHA_BY_NUMBER[code.padStart(3, "0")] ?? null;
}
