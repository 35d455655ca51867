import type { Cadence } from "./types";
import { MERCHANTS, type MerchantEntry } from "./merchant-catalogue";

const PRIME_WORD = /\bPRIME\b(?!\s*VIDEO)/;

let prime: MerchantEntry | null | undefined;
const primeEntry = () => (prime ??= MERCHANTS.find((entry) => entry.slug === "amazon-prime") ?? null);

// Amazon bills Prime under the shop's own name ("AMAZON PAYMENTS EUROPE … Prime Mitgliedschaft"), so the
// shop's entry would hide the membership among the orders.
export function primeByLabel(entry: MerchantEntry | null, text: string): MerchantEntry | null {
  return entry?.slug === "amazon" && PRIME_WORD.test(text) ? (primeEntry() ?? entry) : entry;
}

// Orders are never the same amount a year apart; a fee that is, is the membership.
export function primeByStream(entry: MerchantEntry | null, cadence: Cadence, steady: boolean): MerchantEntry | null {
  return entry?.slug === "amazon" && steady && cadence === "yearly" ? (primeEntry() ?? entry) : entry;
}
