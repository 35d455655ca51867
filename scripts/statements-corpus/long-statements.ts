import { busyHistory } from "./corpus";
import { encodeText } from "./encode";
import { writeOfx } from "./writers/ofx";

/**
 * 60,000 card payments over three years and a monthly Netflix charge, as a plain bank CSV: about
 * 3 MB, the size of statement that must be read without holding up the page.
 */
export function threeYearsOfCardPayments(): string {
  const rows = ["Date,Description,Amount,Currency"];
  const stores = ["GROCER", "BAKERY", "FUEL STATION", "BOOKSHOP", "PHARMACY", "CAFE", "MARKET", "KIOSK"];
  for (let i = 0; i < 60_000; i++) {
    const day = new Date(Date.UTC(2023, 3, 1) + Math.floor(i / 55) * 86_400_000).toISOString().slice(0, 10);
    rows.push(`${day},${stores[i % stores.length]} ${i % 97},-${(3 + ((i * 7919) % 9000) / 100).toFixed(2)},USD`);
  }
  for (let month = 0; month < 36; month++) rows.push(`${new Date(Date.UTC(2023, 3 + month, 14)).toISOString().slice(0, 10)},NETFLIX.COM,-15.49,USD`);
  return rows.join("\n");
}

/** The corpus's busy account, 10,000 transactions over two years, as an OFX file (SGML, windows-1252). */
export function busyOfx(): Uint8Array {
  return encodeText(writeOfx(busyHistory(10_000), { version: "102", account: "bank" }), "windows-1252");
}
