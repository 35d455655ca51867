import { fixed, type ConventionPlan, type Label, type LabelFor } from "../plan";
import { reference } from "../random";

const CARD = "COMPRA TARJ. 5402XXXXXXXX1234";
const card = (merchant: string): LabelFor => fixed(`${CARD} ${merchant}`);
const debit = (creditor: string, memo: (ref: string) => string): LabelFor => (_, random) => ({ payee: `ADEUDO SEPA ${creditor}`, memo: memo(reference(random, 10, "0123456789")) });

// Spanish banks print the rail first: COMPRA TARJ. (card), RECIBO / ADEUDO SEPA (direct debit), TRANSFERENCIA.
export const ES: ConventionPlan = {
  currency: "EUR",
  decimals: 2,
  account: { number: "ES7621000418450200051332", holder: "MARIA GARCIA LOPEZ", bankCode: "2100", branchCode: "0418" },
  streams: [
    { id: "netflix", name: "Netflix", aliases: ["netflix"], kind: "card", cadence: "monthly", amount: 12.99, priceChange: 13.99, label: card("NETFLIX.COM") },
    {
      id: "spotify", name: "Spotify", aliases: ["spotify"], kind: "card", cadence: "monthly", amount: 10.99, refundOnce: true,
      label: (_, random) => ({ payee: `${CARD} SPOTIFY P${reference(random, 10)}` }),
    },
    { id: "movistar", name: "Movistar", aliases: ["movistar", "telefonica"], kind: "directDebit", cadence: "monthly", amount: 58, label: (_, random) => ({ payee: "RECIBO MOVISTAR", memo: `TELEFONICA DE ESPAÑA SAU Nº ${reference(random, 12, "0123456789")}` }) },
    { id: "iberdrola", name: "Iberdrola", aliases: ["iberdrola"], kind: "directDebit", cadence: "bimonthly", amount: 64.3, label: debit("IBERDROLA CLIENTES", (ref) => `FACTURA ${ref}`) },
    { id: "apple-icloud", name: "Apple (iCloud+)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 0.99, label: card("APPLE.COM/BILL") },
    { id: "apple-tv", name: "Apple (TV+)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 9.99, label: card("APPLE.COM/BILL") },
    { id: "amazon-prime", name: "Amazon Prime", aliases: ["amazonprime", "prime"], kind: "card", cadence: "yearly", amount: 49.9, label: card("AMAZON PRIME") },
    { id: "mapfre", name: "Mapfre", aliases: ["mapfre"], kind: "directDebit", cadence: "quarterly", amount: 96.45, label: debit("MAPFRE ESPAÑA", (ref) => `POLIZA HOGAR ${ref}`) },
    { id: "linea-directa", name: "Línea Directa", aliases: ["lineadirecta"], kind: "directDebit", cadence: "semiannual", amount: 214.6, label: debit("LINEA DIRECTA ASEGURADORA", (ref) => `SEGURO AUTOMOVIL ${ref}`) },
    { id: "dkv", name: "DKV", aliases: ["dkv"], kind: "directDebit", cadence: "monthly", amount: 62.1, label: debit("DKV SEGUROS", (ref) => `POLIZA SALUD ${ref}`) },
    { id: "altafit", name: "Altafit", aliases: ["altafit"], kind: "directDebit", cadence: "monthly", amount: 29.9, anchorDay: 30, weekendRule: "back", label: fixed("RECIBO ALTAFIT GYM CLUB") },
    { id: "hellofresh", name: "HelloFresh", aliases: ["hellofresh"], kind: "card", cadence: "weekly", amount: 47.99, skipChance: 0.1, label: card("HELLOFRESH ES") },
    {
      id: "patreon", name: "Patreon", aliases: ["patreon"], kind: "card", cadence: "monthly", amount: 4.61, fxSpread: 0.007,
      label: (_, random) => ({ payee: `${CARD} PATREON* MEMBERSHIP`, memo: `5,00 USD CAMBIO ${random.between(1.078, 1.092).toFixed(4).replace(".", ",")}` }),
    },
    { id: "max", name: "Max", aliases: ["hbo", "max"], kind: "card", cadence: "monthly", amount: 9.99, cancelChance: 0.8, label: card("HBOMAX.COM") },
    { id: "disney-plus", name: "Disney+", aliases: ["disney"], kind: "card", cadence: "monthly", amount: 8.99, lateStartChance: 0.7, label: card("DISNEYPLUS") },
    { id: "race", name: "RACE", aliases: ["race", "realautomovil"], kind: "directDebit", cadence: "yearly", amount: 98, label: debit("REAL AUTOMOVIL CLUB DE ESPAÑA", (ref) => `CUOTA SOCIO ${ref}`) },
  ],
  noise: {
    shops: [
      { labels: ["MERCADONA VALENCIA", "CARREFOUR MARKET", "LIDL SUPERMERCADOS", "CONSUM COOP"].map(card), perWeek: 2.5, min: 8, max: 140 },
      { labels: ["BAR LA ESQUINA", "TELEPIZZA", "100 MONTADITOS", "GLOVO*PEDIDO"].map(card), perWeek: 3, min: 3, max: 55 },
      { labels: ["REPSOL ES 1234", "CEPSA ESTACION", "BP OIL ESPAÑA"].map(card), perWeek: 0.7, min: 30, max: 75 },
      { labels: ["RENFE VIAJEROS", "CABIFY"].map(card), perWeek: 0.6, min: 8, max: 60 },
      { labels: [card("METRO VALENCIA")], perWeek: 1, min: 0, max: 0, amounts: [1.5, 8] },
      {
        labels: [card("AMAZON.ES"), (_, random) => ({ payee: `${CARD} AMZN MKTP ES*${reference(random, 9)}` }), card("ALIEXPRESS.COM"), card("EL CORTE INGLES"), card("ZARA.COM")],
        perWeek: 1.2, min: 6, max: 120, refundChance: 0.07,
      },
      { labels: [fixed("REINTEGRO CAJERO 5402XXXXXXXX1234 OF. 0182")], perWeek: 0.4, min: 0, max: 0, amounts: [20, 50, 100], kind: "atm" },
    ],
    salary: { label: fixed("TRANSFERENCIA RECIBIDA NOMINA ACME IBERIA SL"), amount: 2150, schedule: "monthly", day: 28 },
    savings: { label: fixed("TRANSFERENCIA EMITIDA A CUENTA AHORRO ES12 2100 0418 4502"), amount: 300, day: 1 },
    cardRepayment: { label: fixed("LIQUIDACION TARJETA CREDITO 4940XXXXXXXX9876"), min: 150, max: 900, day: 5 },
    gifts: { label: (_, random) => ({ payee: `BIZUM DE ${random.pick(["LUCIA FERNANDEZ", "JAVIER RUIZ", "CARMEN LOPEZ"])}` }), min: 5, max: 80, perMonth: 1.2 },
    refund: (label): Label => ({ ...label, payee: label.payee.replace("COMPRA TARJ.", "DEVOLUCION COMPRA TARJ.") }),
  },
};
