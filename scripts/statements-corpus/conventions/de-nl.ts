import { formatDate } from "../format";
import { fixed, type ConventionPlan, type LabelFor } from "../plan";
import { reference } from "../random";

const digits = "0123456789";
const lastschrift = (creditor: string, memo: (ref: string) => string, rail = "SEPA-LASTSCHRIFT"): LabelFor =>
  (_, random) => ({ bookingText: rail, payee: creditor, memo: memo(reference(random, 10, digits)) });
const karte = (merchant: string, city: string, rail = "Kartenzahlung"): LabelFor =>
  (date) => ({ bookingText: rail, payee: merchant, memo: `${merchant}/${city} ${date}T10:22 Debitk.7 2029-12` });
const shops = (names: string[], rail?: string) => names.map((name) => karte(name, "Muenchen", rail));

// German CAMT: the booking text (AddtlNtryInf) names the rail, Cdtr/Nm the creditor, Ustrd the reference.
export const DE: ConventionPlan = {
  currency: "EUR",
  decimals: 2,
  account: { number: "DE89370400440532013000", holder: "Max Mustermann", bankCode: "COBADEFFXXX", branchCode: "" },
  streams: [
    { id: "spotify", name: "Spotify", aliases: ["spotify"], kind: "directDebit", cadence: "monthly", amount: 10.99, label: lastschrift("Spotify AB", (ref) => `P${ref} Spotify Premium`) },
    { id: "netflix", name: "Netflix", aliases: ["netflix"], kind: "card", cadence: "monthly", amount: 13.99, priceChange: 15.99, label: karte("NETFLIX.COM", "Amsterdam") },
    { id: "vodafone", name: "Vodafone", aliases: ["vodafone"], kind: "directDebit", cadence: "monthly", amount: 39.99, label: lastschrift("Vodafone GmbH", (ref) => `Kd-Nr. 123456789 Rg-Nr. ${ref}`) },
    { id: "stadtwerke", name: "Stadtwerke München", aliases: ["stadtwerke"], kind: "directDebit", cadence: "monthly", amount: 85, anchorDay: 15, label: lastschrift("Stadtwerke München GmbH", (ref) => `Abschlag Strom Vertragskonto ${ref}`) },
    { id: "rundfunk", name: "Rundfunkbeitrag", aliases: ["rundfunk", "beitragsservice"], kind: "directDebit", cadence: "quarterly", amount: 55.08, label: lastschrift("Rundfunk ARD, ZDF, DRadio", (ref) => `Beitragsnummer ${ref.slice(0, 9)} Rundfunkbeitrag`) },
    { id: "huk", name: "HUK-COBURG", aliases: ["huk"], kind: "directDebit", cadence: "yearly", amount: 386.4, label: lastschrift("HUK-COBURG Allgemeine Versicherung AG", (ref) => `Kfz-Versicherung Vertrag ${ref}`) },
    { id: "amazon-prime", name: "Amazon Prime", aliases: ["amazonprime", "prime"], kind: "directDebit", cadence: "yearly", amount: 89.9, label: lastschrift("AMAZON PAYMENTS EUROPE S.C.A.", (ref) => `028-${ref.slice(0, 7)} Amazon.de Prime Mitgliedschaft`) },
    { id: "ergo", name: "ERGO", aliases: ["ergo"], kind: "directDebit", cadence: "semiannual", amount: 64.2, label: lastschrift("ERGO Versicherung AG", (ref) => `Hausratversicherung ${ref}`) },
    { id: "spiegel", name: "DER SPIEGEL", aliases: ["spiegel"], kind: "directDebit", cadence: "bimonthly", amount: 39.8, label: lastschrift("SPIEGEL-Verlag Rudolf Augstein GmbH & Co. KG", (ref) => `Abo ${ref} 2 Monate`) },
    { id: "deutschlandticket", name: "Deutschlandticket", aliases: ["dbvertrieb", "deutschlandticket"], kind: "directDebit", cadence: "monthly", amount: 58, anchorDay: 1, label: (date) => ({ bookingText: "SEPA-LASTSCHRIFT", payee: "DB Vertrieb GmbH", memo: `Deutschland-Ticket ${formatDate(date, "MM/DD/YYYY").slice(0, 2)}/${date.slice(0, 4)}` }) },
    { id: "hellofresh", name: "HelloFresh", aliases: ["hellofresh"], kind: "directDebit", cadence: "weekly", amount: 59.99, skipChance: 0.08, label: lastschrift("HelloFresh Deutschland SE & Co. KG", (ref) => `Kundennr. ${ref} Box`) },
    { id: "apple-icloud", name: "Apple (iCloud+)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 0.99, label: karte("APPLE.COM/BILL", "Cork") },
    { id: "apple-one", name: "Apple (One)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 19.95, label: karte("APPLE.COM/BILL", "Cork") },
    { id: "sky", name: "Sky", aliases: ["sky"], kind: "directDebit", cadence: "monthly", amount: 25, cancelChance: 0.8, label: lastschrift("Sky Deutschland Fernsehen GmbH & Co. KG", (ref) => `Kundennummer ${ref}`) },
    { id: "patreon", name: "Patreon", aliases: ["patreon"], kind: "card", cadence: "monthly", amount: 4.61, fxSpread: 0.007, label: karte("PATREON* MEMBERSHIP", "San Francisco") },
  ],
  noise: {
    shops: [
      { labels: shops(["REWE Markt GmbH", "EDEKA Center", "ALDI SUED", "LIDL Dienstleistung", "dm-drogerie markt"]), perWeek: 2.5, min: 5, max: 120 },
      { labels: shops(["Backwerk", "Vapiano", "Lieferando.de"]), perWeek: 2, min: 4, max: 60 },
      { labels: shops(["ARAL Station 1234", "Shell Deutschland"]), perWeek: 0.7, min: 30, max: 90 },
      { labels: shops(["MVG Automat"]), perWeek: 1, min: 0, max: 0, amounts: [3.9, 9.7] },
      { labels: [lastschrift("AMAZON PAYMENTS EUROPE S.C.A.", (ref) => `028-${ref.slice(0, 7)} Amazon.de`), lastschrift("PayPal Europe S.a.r.l. et Cie S.C.A", (ref) => `${ref} PP.4821.PP . Zalando SE, Ihr Einkauf bei Zalando SE`)], perWeek: 1.2, min: 6, max: 150, refundChance: 0.07, kind: "directDebit" },
      { labels: shops(["H & M Hennes & Mauritz"]), perWeek: 0.4, min: 15, max: 90, refundChance: 0.1 },
      { labels: [karte("Sparkasse Muenchen GA", "Muenchen", "Bargeldauszahlung")], perWeek: 0.3, min: 0, max: 0, amounts: [50, 100, 200], kind: "atm" },
    ],
    salary: { label: (date) => ({ bookingText: "LOHN/GEHALT", payee: "ACME Software GmbH", memo: `Gehalt ${date.slice(5, 7)}/${date.slice(0, 4)}` }), amount: 3420, schedule: "monthly", day: 28 },
    savings: { label: fixed("Max Mustermann", "Sparen Tagesgeld", "DAUERAUFTRAG"), amount: 400, day: 1 },
    cardRepayment: { label: fixed("DKB AG", "Kreditkartenabrechnung 4930********1234", "LASTSCHRIFT"), min: 150, max: 1200, day: 22 },
    gifts: { label: (_, random) => ({ bookingText: "GUTSCHR. UEBERWEISUNG", payee: random.pick(["Anna Schmidt", "Jonas Weber"]), memo: "Danke" }), min: 10, max: 150, perMonth: 0.8 },
    refund: (label) => ({ ...label, bookingText: "Gutschrift" }),
  },
};

const incasso = (creditor: string, memo: (ref: string) => string) => lastschrift(creditor, memo, "SEPA Incasso algemeen doorlopend");
const pin = (names: string[]) => names.map((name) => karte(name, "Amsterdam", "Betaalautomaat"));

// Dutch CAMT: the same shape, with Dutch rails (incasso, betaalautomaat, iDEAL, overboeking).
export const NL: ConventionPlan = {
  currency: "EUR",
  decimals: 2,
  account: { number: "NL91ABNA0417164300", holder: "J. de Vries", bankCode: "ABNANL2A", branchCode: "" },
  streams: [
    { id: "ziggo", name: "Ziggo", aliases: ["ziggo"], kind: "directDebit", cadence: "monthly", amount: 60.25, label: incasso("Ziggo Services BV", (ref) => `Klantnummer ${ref} Factuur`) },
    { id: "vattenfall", name: "Vattenfall", aliases: ["vattenfall"], kind: "directDebit", cadence: "monthly", amount: 112, anchorDay: 28, label: incasso("Vattenfall Klantenservice N.V.", (ref) => `Termijnbedrag ${ref}`) },
    { id: "netflix", name: "Netflix", aliases: ["netflix"], kind: "directDebit", cadence: "monthly", amount: 13.99, label: incasso("NETFLIX INTERNATIONAL B.V.", (ref) => `Netflix abonnement ${ref}`) },
    { id: "spotify", name: "Spotify", aliases: ["spotify"], kind: "directDebit", cadence: "monthly", amount: 10.99, refundOnce: true, label: incasso("Spotify AB", (ref) => `P${ref} Spotify Premium`) },
    { id: "waternet", name: "Waternet", aliases: ["waternet"], kind: "directDebit", cadence: "quarterly", amount: 63.9, label: incasso("Waternet", (ref) => `Drinkwater ${ref}`) },
    { id: "centraal-beheer", name: "Centraal Beheer", aliases: ["centraalbeheer"], kind: "directDebit", cadence: "semiannual", amount: 210, label: incasso("Centraal Beheer", (ref) => `Autoverzekering ${ref}`) },
    { id: "anwb", name: "ANWB", aliases: ["anwb"], kind: "directDebit", cadence: "yearly", amount: 59.5, label: incasso("ANWB B.V.", (ref) => `Lidmaatschap ${ref}`) },
    { id: "hellofresh", name: "HelloFresh", aliases: ["hellofresh"], kind: "directDebit", cadence: "weekly", amount: 52.99, skipChance: 0.1, label: incasso("HelloFresh B.V.", (ref) => `Box ${ref}`) },
    { id: "apple-icloud", name: "Apple (iCloud+)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 2.99, label: karte("APPLE.COM/BILL", "Cork", "Betaalautomaat") },
    { id: "apple-music", name: "Apple (Music)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 10.99, label: karte("APPLE.COM/BILL", "Cork", "Betaalautomaat") },
    { id: "videoland", name: "Videoland", aliases: ["videoland"], kind: "directDebit", cadence: "monthly", amount: 9.99, cancelChance: 0.8, label: incasso("Videoland", (ref) => `Abonnement ${ref}`) },
    { id: "disney-plus", name: "Disney+", aliases: ["disney"], kind: "card", cadence: "monthly", amount: 10.99, lateStartChance: 0.7, label: karte("DISNEY PLUS", "Amsterdam", "Betaalautomaat") },
  ],
  noise: {
    shops: [
      { labels: pin(["Albert Heijn 1234", "Jumbo Amsterdam", "Lidl Amsterdam"]), perWeek: 2.5, min: 5, max: 110 },
      { labels: pin(["Thuisbezorgd.nl", "Cafe de Jaren", "Vlaamsch Broodhuys"]), perWeek: 2, min: 4, max: 60 },
      { labels: pin(["NS Reizigers"]), perWeek: 1, min: 0, max: 0, amounts: [4.6, 9.2] },
      { labels: [lastschrift("bol.com", (ref) => `Bestelling ${ref}`, "iDEAL"), lastschrift("Coolblue B.V.", (ref) => `Order ${ref}`, "iDEAL")], perWeek: 0.8, min: 8, max: 200, refundChance: 0.07, kind: "directDebit" },
      { labels: [karte("Geldautomaat ING", "Amsterdam", "Geldautomaat")], perWeek: 0.2, min: 0, max: 0, amounts: [50, 100], kind: "atm" },
    ],
    salary: { label: fixed("ACME B.V.", "Salaris", "SEPA Overboeking"), amount: 3180, schedule: "monthly", day: 24 },
    savings: { label: fixed("J. de Vries", "Naar Oranje Spaarrekening", "SEPA Overboeking"), amount: 250, day: 25 },
    cardRepayment: { label: fixed("International Card Services BV", "ICS Creditcard", "SEPA Incasso algemeen doorlopend"), min: 100, max: 900, day: 12 },
    gifts: { label: (_, random) => ({ bookingText: "SEPA Overboeking", payee: random.pick(["Sanne Jansen", "Daan Bakker"]), memo: "Tikkie" }), min: 5, max: 80, perMonth: 1 },
    refund: (label) => ({ ...label, bookingText: "Terugboeking" }),
  },
};
