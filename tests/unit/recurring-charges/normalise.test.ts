import { describe, expect, it } from "vitest";
import { matchMerchant } from "@/lib/recurring-charges/merchant-catalogue";
import { cleanName, merchantKey } from "@/lib/recurring-charges/normalise";

type Case = [locale: string, raw: string, counterparty: string | null, key: string, brand: string | null];

// Descriptors as banks print them, each with the key it must reduce to and the brand it names.
const CASES: Case[] = [
  ["en", "NETFLIX.COM LOS GATOS CA", null, "NETFLIX", "netflix"],
  ["en", "POS NETFLIX.COM 866-579-7172 CA", null, "NETFLIX", "netflix"],
  ["en", "PAYPAL *NETFLIX.COM 402-935-7733 CA", null, "NETFLIX", "netflix"],
  ["en", "RECURRING PAYMENT AUTHORIZED ON 01/05 SPOTIFY USA 877-778-1161 NY CARD 1234", null, "SPOTIFY", "spotify"],
  ["en", "APPLE.COM/BILL 866-712-7753 CA", null, "APPLE", "apple"],
  ["en", "GOOGLE *YouTubePremium g.co/helppay#", null, "YOUTUBEPREMIUM", "youtube"],
  ["en", "GOOGLE *Google One g.co/helppay#", null, "GOOGLE ONE", "google"],
  ["en", "GOOGLE *CLOUD 9XK2AB", null, "GOOGLE CLOUD", "google-cloud"],
  ["en", "AMZN Mktp US*2K4L71234 Amzn.com/bill WA", null, "AMAZON MARKETPLACE", "amazon"],
  ["en", "Amazon Prime*2K4L7AB12 Amzn.com/bill WA", null, "AMAZON PRIME", "amazon-prime"],
  ["en", "MSFT *MICROSOFT 365 REDMOND WA", null, "MICROSOFT 365", "microsoft"],
  ["en", "ADOBE *CREATIVE CLOUD ADOBE.LY/ENUS", null, "ADOBE CREATIVE CLOUD", "adobe"],
  ["en", "DISNEY PLUS DISNEYPLUS.COM CA", null, "DISNEY PLUS", "disney"],
  ["en", "OPENAI *CHATGPT SUBSCR +14158799686 CA", null, "OPENAI CHATGPT SUBSCR", "chatgpt"],
  ["en", "DEBIT CARD PURCHASE XXXXX1234 PLANET FITNESS 800-123-4567 NH", null, "PLANET FITNESS", "planet-fitness"],
  ["en", "24 HOUR FITNESS USA INC", null, "24 HOUR FITNESS", "24-hour-fitness"],
  ["en", "SQ *BLUE BOTTLE COFFEE", null, "BLUE BOTTLE COFFEE", null],
  ["en", "TST* JOE'S PIZZA #123", null, "JOES PIZZA", null],
  ["en", "WALGREENS #1234 SAN JOSE CA", null, "WALGREENS", null],
  ["en", "VISA DEBIT ****1234 HULU 877-8244858 CA", null, "HULU", "hulu"],
  ["en", "REFUND NETFLIX.COM", null, "NETFLIX", "netflix"],
  ["es", "COMPRA TARJ. 5489XXXXXXXX1234 NETFLIX.COM 28/01", null, "NETFLIX", "netflix"],
  ["es", "COMPRA CON TARJETA 4940********1234 SPOTIFY P1C2A3B4D5 STOCKHOLM", null, "SPOTIFY", "spotify"],
  ["es", "PAGO CON TARJETA DISNEY PLUS 03.02.2026", null, "DISNEY PLUS", "disney"],
  ["es", "ADEUDO RECIBO IBERDROLA CLIENTES S.A.U. Nº RECIBO 0049 1234567", null, "IBERDROLA CLIENTES", "iberdrola"],
  ["es", "RECIBO ENDESA ENERGIA SAU", null, "ENDESA ENERGIA", "endesa"],
  ["es", "DOMICILIACION MOVISTAR TELEFONICA DE ESPANA SAU", null, "MOVISTAR TELEFONICA DE ESPANA", "movistar"],
  ["es", "CARGO POR RECIBO VODAFONE ESPAÑA S.A.U.", null, "VODAFONE ESPANA", "vodafone"],
  ["es", "DEVOLUCIÓN COMPRA TARJ. NETFLIX.COM", null, "NETFLIX", "netflix"],
  ["zh-TW", "自動扣繳 中華電信股份有限公司", null, "中華電信", "chunghwa-telecom"],
  ["zh-TW", "消費 NETFLIX.COM 台北市", null, "NETFLIX", "netflix"],
  ["zh-TW", "刷卡 KKBOX 01/05", null, "KKBOX", "kkbox"],
  ["zh-TW", "國外消費 SPOTIFY P1C2A3B4D5", null, "SPOTIFY", "spotify"],
  ["zh-TW", "台灣大哥大電信費", null, "台灣大哥大電信費", "taiwan-mobile"],
  ["zh-TW", "扣款 遠傳電信", null, "遠傳電信", "far-eastone"],
  ["zh-TW", "ＮＥＴＦＬＩＸ", null, "NETFLIX", "netflix"],
  ["de", "SEPA-LASTSCHRIFT Netflix International B.V. EREF: 123456 MREF: ABC CRED: NL12ZZZ123456780000", null, "NETFLIX INTERNATIONAL", "netflix"],
  ["de", "Lastschrift", "Netflix International B.V.", "NETFLIX INTERNATIONAL", "netflix"],
  ["de", "Kartenzahlung Spotify AB 2026-01-05T12:00:00 Stockholm", null, "SPOTIFY", "spotify"],
  ["de", "PP.1234.PP . NETFLIX, Ihr Einkauf bei NETFLIX", "PayPal (Europe) S.a.r.l. et Cie., S.C.A.", "NETFLIX", "netflix"],
  ["de", "FOLGELASTSCHRIFT McFit GmbH Mitgliedsnr 998877", null, "MCFIT", "mcfit"],
  ["fr", "PRLV SEPA ORANGE SA ECH/050126 ID EMETTEUR/FR12ZZZ123456 MDT/ABCD1234 REF/123456789", null, "ORANGE", "orange"],
  ["fr", "CB SPOTIFY 05/01 STOCKHOLM SE", null, "SPOTIFY", "spotify"],
  ["fr", "PAIEMENT PAR CARTE X1234 DEEZER PARIS 05/01", null, "DEEZER", "deezer"],
  ["fr", "CB CANAL+ 12/03", null, "CANAL PLUS", "canal-plus"],
  ["nl", "BEA, Betaalpas Albert Heijn 1234,PAS123 AMSTERDAM NL", null, "ALBERT HEIJN", null],
  ["nl", "Incasso Vodafone Libertel B.V.", null, "VODAFONE LIBERTEL", "vodafone"],
  ["nl", "SEPA Incasso algemeen doorlopend Basic-Fit Nederland B.V.", null, "BASIC FIT NEDERLAND", "basic-fit"],
  ["nl", "Betaalautomaat 12:34 pasnr. 012 Videoland", null, "VIDEOLAND", "videoland"],
];

describe("merchantKey", () => {
  it.each(CASES)("%s: %s", (_locale, raw, counterparty, key, brand) => {
    expect(merchantKey(raw, counterparty)).toBe(key);
    expect(matchMerchant(merchantKey(raw, counterparty))?.slug ?? null).toBe(brand);
  });

  it("covers every locale the app and CAMT users bring", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CASES.map(([locale]) => locale))).toEqual(new Set(["en", "es", "zh-TW", "de", "fr", "nl"]));
  });

  it("reads the label when the counterparty is a payment processor", () => {
    expect(merchantKey("PAYPAL *SPOTIFY", "PAYPAL EUROPE")).toBe("SPOTIFY");
    expect(merchantKey("Stripe payment", "Notion Labs Inc")).toBe("NOTION LABS");
  });

  it("keeps the label itself when stripping would leave nothing", () => {
    expect(merchantKey("POS", null)).toBe("POS");
    expect(merchantKey("", null)).toBe("UNKNOWN");
  });
});

describe("cleanName", () => {
  it("title-cases words and leaves acronyms", () => {
    expect(cleanName("SQ *BLUE BOTTLE COFFEE")).toBe("Blue Bottle Coffee");
    expect(cleanName("POS KFC 1234")).toBe("KFC");
    expect(cleanName("自動扣繳 中華電信股份有限公司")).toBe("中華電信");
  });
});
