import { CURRENCIES, type Currency } from "./currencies";

export type CurrencyOption = { value: Currency; label: string; keywords: string };

const cache = new Map<string, CurrencyOption[]>();

export function currencyOptions(locale: string): CurrencyOption[] {
  let options = cache.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: "currency", fallback: "code" });
    const english = new Intl.DisplayNames(["en"], { type: "currency", fallback: "code" });
    options = CURRENCIES.map((code) => {
      const name = names.of(code) ?? code;
      return { value: code, label: `${code} · ${name}`, keywords: `${code} ${name} ${english.of(code) ?? ""}` };
    });
    cache.set(locale, options);
  }
  return options;
}
