import { CURRENCIES, isCurrency, type Currency } from "./currencies";

const EURO_AREA = "AD AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK";

const OWN = `AE:AED AF:AFN AG:XCD AI:XCD AS:USD BF:XOF BJ:XOF BQ:USD BT:BTN CF:XAF CG:XAF CI:XOF CM:XAF CU:CUP
CW:XCG DM:XCD EC:USD FM:USD GA:XAF GD:XCD GQ:XAF GU:USD GW:XOF KN:XCD LC:XCD LI:CHF MF:EUR MH:USD ML:XOF MS:XCD
NC:XPF NE:XOF PF:XPF PR:USD PW:USD SN:XOF SV:USD SX:XCG TC:USD TD:XAF TG:XOF TL:USD VC:XCD VE:VES VG:USD VI:USD
WF:XPF ZW:ZWG AU:AUD CX:AUD CC:AUD KI:AUD NR:AUD TV:AUD NZ:NZD CK:NZD NU:NZD PN:NZD TK:NZD NO:NOK SJ:NOK BV:NOK
DK:DKK FO:DKK GL:DKK GB:GBP IM:GBP JE:GBP GG:GBP IN:INR PS:ILS EH:MAD BA:BAM SS:SSP ST:STN MR:MRU SL:SLE`;

const REGION_CURRENCY = new Map<string, string>([
  ...EURO_AREA.split(" ").map((region) => [region, "EUR"] as [string, string]),
  ...OWN.split(/\s+/).map((pair) => pair.split(":") as [string, string]),
]);

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).maximize().region;
  } catch {
    return undefined;
  }
}

export function currencyOfRegion(region: string): Currency | null {
  const listed = REGION_CURRENCY.get(region);
  if (listed !== undefined) return isCurrency(listed) ? listed : null;
  const matches = CURRENCIES.filter((code) => code.startsWith(region));
  return matches.length === 1 ? matches[0] : null;
}

export function proposeCurrency(languages: readonly string[]): Currency | null {
  for (const tag of languages) {
    const region = regionOf(tag);
    const currency = region ? currencyOfRegion(region) : null;
    if (currency) return currency;
  }
  return null;
}
