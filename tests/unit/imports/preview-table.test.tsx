import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PreviewTable } from "@/components/imports/preview-table";
import { previewImport } from "@/lib/import-export/preview/preview";
import type { SpreadsheetMapping } from "@/lib/import-export/formats/spreadsheet/mapping";
import { readSpreadsheet } from "@/lib/import-export/formats/spreadsheet/read";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const MESSAGES = { en, "zh-TW": zhTW, es };

const mapping: SpreadsheetMapping = {
  name: 0, price: 1, currency: { column: 2 }, cycle: { column: 3 },
  startDate: 4, endDate: null, category: null, notes: null, websiteUrl: null, paymentMethod: null,
};

// A semicolon-separated spreadsheet as the dialog reads it, one row per case.
const FILE = [
  "Name;Price;Currency;Cycle;Start",
  "Netflix;390;TWD;monthly;2026-01-13",
  "Big;1e9;JPY;monthly;2026-01-13",
  "Gym;-5;EUR;monthly;2026-01-13",
  "Odd;5.00;ABC;monthly;2026-01-13",
  "No cycle;9.99;USD;;2026-01-13",
].join("\n");

function rowsOf(text: string) {
  const read = readSpreadsheet(text, { delimiter: ";", decimalSeparator: ".", dateOrder: "YMD", mapping, today: "2026-05-10" });
  if (!read.ok) throw new Error(read.error.key);
  return previewImport(read.rows, []);
}

/** Each body row's cells as text, and its row header (what a phone shows) apart. */
function render(locale: keyof typeof MESSAGES) {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      <PreviewTable rows={rowsOf(FILE)} />
    </NextIntlClientProvider>,
  );
  const text = (part: string) => part.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/\s+/g, " ").trim();
  const body = html.slice(html.indexOf("<tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) => ({
    header: text(/<th scope="row"[^>]*>(.*?)<\/th>/.exec(row)?.[1] ?? ""),
    cells: [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => text(cell)),
  }));
}

describe("PreviewTable", () => {
  it("shows a price the import refuses as it was written, never as an amount", () => {
    const [, big] = render("es");
    expect(big.cells[1]).toBe("1e9");
    expect(big.cells[6]).toContain("Precio: No se pudo leer «1e9» como precio.");
    expect(big.header).not.toMatch(/1\.000\.000\.000|¥/);
    expect(render("en")[2].cells[1]).toBe("-5.00");
  });

  it("formats an amount in the page's language even when its currency is unknown", () => {
    const rows = render("es");
    expect(rows[0].cells[1]).toBe("390,00 TWD");
    expect(rows[3].cells[1]).toBe("5,00 ABC");
    expect(render("en")[3].cells[1]).toBe("5.00 ABC");
  });

  it("names the field of every problem, with the language's own colon", () => {
    const problems = (locale: keyof typeof MESSAGES) => render(locale).slice(2).map((row) => row.cells[6]);
    expect(problems("en")).toEqual([
      "Skipped Price: The price cannot be negative.",
      "Skipped Currency: “ABC” is not a supported currency. Use TWD, USD, EUR, JPY, GBP or CNY.",
      "Skipped Billing cycle: This field is required. End date: This field is required.",
    ]);
    expect(problems("zh-TW")[0]).toBe("略過 價格：價格不可為負數。");
    expect(problems("zh-TW")[2]).toContain("扣款週期：此欄位為必填。");
    expect(problems("es")[2]).toContain("Ciclo de facturación: Este campo es obligatorio.");
  });

  it("says a monthly cycle as the rest of the app does", () => {
    expect(render("zh-TW")[0].cells[2]).toBe("每月");
    expect(render("en")[0].cells[2]).toBe("every month");
    expect(render("es")[0].cells[2]).toBe("cada mes");
  });

  it("tells the price, cycle and result under the name too, where a phone shows them", () => {
    const [netflix, , gym] = render("es");
    expect(netflix.header).toBe("Netflix 390,00 TWD · cada mes · 2026/01/13 → 2026/02/13 Nueva");
    expect(gym.header).toBe("Gym -5,00 · cada mes · 2026/01/13 → 2026/02/13 Se omite Precio: El precio no puede ser negativo.");
  });
});
