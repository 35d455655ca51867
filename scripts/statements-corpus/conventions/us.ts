import { addDays } from "../../../lib/dates/date-only";
import { formatDate } from "../format";
import { fixed, type ConventionPlan, type LabelFor } from "../plan";
import { reference } from "../random";

const monthDay = (date: string) => formatDate(date, "MM/DD/YYYY").slice(0, 5);
const amazon = (prefix: string, suffix: string): LabelFor => (_, random) => ({ payee: `${prefix}*${reference(random, 9)} ${suffix}` });

// Descriptors as US card and ACH statements print them: merchant, phone or city, state.
export const US: ConventionPlan = {
  currency: "USD",
  decimals: 2,
  account: { number: "000004821907", holder: "JORDAN A SMITH", bankCode: "111000614", branchCode: "" },
  streams: [
    { id: "netflix", name: "Netflix", aliases: ["netflix"], kind: "card", cadence: "monthly", amount: 15.49, priceChange: 17.99, label: fixed("NETFLIX.COM 866-579-7172 CA") },
    { id: "spotify", name: "Spotify", aliases: ["spotify"], kind: "card", cadence: "monthly", amount: 11.99, refundOnce: true, label: fixed("SPOTIFY USA") },
    { id: "apple-icloud", name: "Apple (iCloud+)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 2.99, label: fixed("APPLE.COM/BILL ONE APPLE PARK WAY CA") },
    { id: "apple-music", name: "Apple (Music)", aliases: ["apple"], kind: "card", cadence: "monthly", amount: 10.99, label: fixed("APPLE.COM/BILL ONE APPLE PARK WAY CA") },
    {
      id: "adobe", name: "Adobe", aliases: ["adobe"], kind: "card", cadence: "monthly", amount: 22.99,
      label: (date) => ({ payee: `RECURRING PAYMENT AUTHORIZED ON ${monthDay(addDays(date, -1))} ADOBE *ADOBE 408-536-6000 CA` }),
    },
    { id: "hellofresh", name: "HelloFresh", aliases: ["hellofresh"], kind: "card", cadence: "weekly", amount: 79.99, skipChance: 0.08, label: fixed("HELLOFRESH 646-846-3663 NY") },
    { id: "blue-apron", name: "Blue Apron", aliases: ["blueapron"], kind: "card", cadence: "biweekly", amount: 59.94, label: fixed("BLUE APRON 888-278-4349 NY") },
    { id: "planet-fitness", name: "Planet Fitness", aliases: ["planetfitness"], kind: "directDebit", cadence: "monthly", amount: 24.99, anchorDay: 31, weekendRule: "back", label: fixed("PLANET FITNESS 844-880-7549 NH") },
    { id: "att", name: "AT&T", aliases: ["att"], kind: "directDebit", cadence: "monthly", amount: 65, anchorDay: 30, label: fixed("AT&T *PAYMENT 800-288-2020 TX") },
    { id: "hulu", name: "Hulu", aliases: ["hulu"], kind: "card", cadence: "monthly", amount: 17.99, cancelChance: 0.8, label: fixed("HULU 877-8244858 CA") },
    { id: "disney-plus", name: "Disney+", aliases: ["disney"], kind: "card", cadence: "monthly", amount: 13.99, lateStartChance: 0.7, label: fixed("DISNEY PLUS 888-905-7888 CA") },
    { id: "state-farm", name: "State Farm", aliases: ["statefarm"], kind: "directDebit", cadence: "bimonthly", amount: 182.4, label: fixed("STATE FARM RO 27 SFPP PPD ID: 9000313004") },
    { id: "fabfitfun", name: "FabFitFun", aliases: ["fabfitfun"], kind: "card", cadence: "quarterly", amount: 59.99, label: fixed("FABFITFUN 866-657-1611 CA") },
    { id: "geico", name: "GEICO", aliases: ["geico"], kind: "directDebit", cadence: "semiannual", amount: 612, label: fixed("GEICO *AUTO 800-841-3000 DC") },
    { id: "amazon-prime", name: "Amazon Prime", aliases: ["amazonprime", "prime"], kind: "card", cadence: "yearly", amount: 139, label: amazon("AMAZON PRIME", "AMZN.COM/BILL WA") },
    { id: "costco", name: "Costco", aliases: ["costco"], kind: "card", cadence: "yearly", amount: 65, label: fixed("COSTCO *ANNUAL RENEWAL 800-774-2678 WA") },
    { id: "dropbox", name: "Dropbox", aliases: ["dropbox"], kind: "card", cadence: "yearly", amount: 119.88, cancelChance: 0.3, label: (_, random) => ({ payee: `DROPBOX*${reference(random, 10)} DBX.CO CA` }) },
    {
      id: "economist", name: "The Economist", aliases: ["economist"], kind: "card", cadence: "monthly", amount: 22.05, fxSpread: 0.006,
      label: (_, random) => ({ payee: "THE ECONOMIST LONDON GBR", memo: `17.00 GBP @ ${random.between(1.289, 1.305).toFixed(4)}` }),
    },
    { id: "patreon", name: "Patreon", aliases: ["patreon"], kind: "card", cadence: "monthly", amount: 5, anchorDay: 1, label: fixed("PATREON* MEMBERSHIP INTERNET CA") },
  ],
  noise: {
    shops: [
      { labels: ["TRADER JOE S #552 AUSTIN TX", "WHOLEFDS MKT 10260 AUSTIN TX", "H-E-B #123 AUSTIN TX", "COSTCO WHSE #0681 AUSTIN TX"].map((p) => fixed(p)), perWeek: 2.5, min: 12, max: 180 },
      { labels: ["CHIPOTLE 1234 AUSTIN TX", "STARBUCKS STORE 05823 AUSTIN TX", "TST* TORCHY'S TACOS AUSTIN TX", "DOORDASH*PHO DEAN", "SQ *CUVEE COFFEE AUSTIN TX"].map((p) => fixed(p)), perWeek: 3, min: 4, max: 65 },
      { labels: ["SHELL OIL 57442131702 AUSTIN TX", "EXXONMOBIL 4758 AUSTIN TX", "CHEVRON 0206543 AUSTIN TX"].map((p) => fixed(p)), perWeek: 0.8, min: 25, max: 70 },
      { labels: ["UBER *TRIP HELP.UBER.COM CA", "LYFT *RIDE SAT 4PM"].map((p) => fixed(p)), perWeek: 1.2, min: 8, max: 40 },
      { labels: [fixed("CAPMETRO 512-474-1200 TX")], perWeek: 0.6, min: 0, max: 0, amounts: [2.5, 5] },
      {
        labels: [amazon("AMAZON.COM", "AMZN.COM/BILL WA"), amazon("AMZN Mktp US", "Amzn.com/bill WA"), fixed("TARGET.COM 800-591-3869 MN"), fixed("ETSY.COM - SHOP 718-8557955 NY")],
        perWeek: 1.5, min: 8, max: 150, refundChance: 0.06,
      },
      { labels: ["H&M0432 AUSTIN TX", "TJ MAXX #0812 AUSTIN TX"].map((p) => fixed(p)), perWeek: 0.4, min: 15, max: 120, refundChance: 0.1 },
      { labels: [(date) => ({ payee: `ATM WITHDRAWAL 001234 ${monthDay(date)} 1500 S CONGRESS AVE AUSTIN TX` })], perWeek: 0.3, min: 0, max: 0, amounts: [40, 60, 100, 200], kind: "atm" },
    ],
    salary: { label: fixed("ACME CORP PAYROLL PPD ID: 1234567890"), amount: 2450, schedule: "biweekly", day: 4 },
    savings: { label: (_, random) => ({ payee: `ONLINE TRANSFER TO SAV ...4821 TRANSACTION#: ${reference(random, 11, "0123456789")}` }), amount: 500, day: 2 },
    cardRepayment: { label: fixed("CHASE CREDIT CRD AUTOPAY PPD ID: 4760039224"), min: 300, max: 1800, day: 22 },
    gifts: { label: (date, random) => ({ payee: `ZELLE FROM ${random.pick(["JANE DOE", "MIGUEL TORRES", "PRIYA SHAH"])} ON ${monthDay(date)} REF # ${reference(random, 9)}` }), min: 20, max: 200, perMonth: 0.8 },
    refund: (label) => label,
  },
};
