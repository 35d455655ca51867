// Statement vocabulary the normaliser strips. Text reaches these rules upper-cased, NFKC-folded and
// without Latin accents, so "Überweisung" is matched as "UBERWEISUNG".

const words = (list: string[]) => list.map((entry) => entry.replace(/ /g, "\\s*")).join("|");

// Card and direct-debit wording in en, es, de, fr, nl; longer first, so "SEPA-LASTSCHRIFT" beats "SEPA".
const RAILS = [
  "RECURRING PAYMENT AUTHORIZED ON", "RECURRING PAYMENT AUTHORIZED", "PURCHASE AUTHORIZED ON", "PURCHASE AUTHORIZED",
  "RECURRING PAYMENT", "RECURRING DEBIT",
  "DEBIT CARD PURCHASE", "DEBIT CARD", "CARD PURCHASE", "CHECKCARD", "CHECK CARD", "POS PURCHASE", "POS DEBIT",
  "PREAUTHORIZED DEBIT", "PRE-AUTHORIZED DEBIT", "DIRECT DEBIT", "ACH DEBIT", "BILL PAYMENT", "ONLINE PAYMENT",
  "VISA DEBIT", "CONTACTLESS", "MASTERCARD", "PURCHASE", "VISA", "POS", "ACH", "D/D", "DDR", "DD", "CARD",
  "COMPRA CON TARJETA", "COMPRA TARJ.", "COMPRA TARJETA", "COMPRA INTERNET EN", "COMPRA EN", "COMPRA",
  "PAGO CON TARJETA", "PAGO MOVIL EN", "PAGO EN", "ADEUDO SEPA", "ADEUDO DOMICILIADO", "ADEUDO",
  "RECIBO DOMICILIADO", "RECIBO SEPA", "RECIBO", "CARGO POR", "CARGO", "DOMICILIACION SEPA", "DOMICILIACION",
  "TARJETA", "TARJ.",
  "SEPA-BASISLASTSCHRIFT", "SEPA-LASTSCHRIFT", "SEPA LASTSCHRIFT", "BASISLASTSCHRIFT", "FOLGELASTSCHRIFT",
  "ERSTLASTSCHRIFT", "LASTSCHRIFT", "KARTENZAHLUNG", "KARTENUMSATZ", "EC-KARTE", "GIROCARD", "DEBITKARTE",
  "ABBUCHUNG", "DAUERAUFTRAG",
  "PRLV SEPA", "PRLV", "PRELEVEMENT SEPA", "PRELEVEMENT EUROPEEN", "PRELEVEMENT DE", "PRELEVEMENT",
  "PAIEMENT PAR CARTE", "PAIEMENT CB", "ACHAT CB", "FACTURE CARTE", "CARTE", "CB", "ECHEANCE",
  "SEPA INCASSO ALGEMEEN DOORLOPEND", "SEPA INCASSO", "INCASSO", "ALGEMEEN DOORLOPEND", "EENMALIG", "BEA BETAALPAS", "BETAALAUTOMAAT", "BETAALPAS",
  "PASBETALING", "BEA", "IDEAL",
  "SEPA",
];
// Chinese writes the rail straight against the merchant, with no space between.
const CJK_RAILS = ["自動扣繳", "自動扣款", "約定扣款", "代扣繳", "代繳", "國外消費", "網路消費", "信用卡消費", "金融卡消費", "扣款", "消費", "刷卡"];

export const RAIL_PREFIX = new RegExp(`^(?:(?:${words(RAILS.map(escape))})(?=[\\s.:,*/#-]|$)|${CJK_RAILS.join("|")})[\\s.:,*/#-]*`);
export const RAIL_ANYWHERE =
  /\b(?:SEPA-?(?:BASIS)?LASTSCHRIFT|(?:FOLGE|ERST|BASIS)?LASTSCHRIFT|KARTENZAHLUNG|PRLV|PRELEVEMENT|INCASSO|BETAALAUTOMAAT|DOMICILIACION|ADEUDO|APPLE PAY|GOOGLE PAY|CONTACTLESS)\b/;

type Aggregator = { pattern: RegExp; name: string; keepRest: boolean };
// With `keepRest` the real merchant follows the processor ("PAYPAL *NETFLIX"); otherwise an order code does.
export const AGGREGATORS: Aggregator[] = [
  { pattern: /^PAYPAL\s*(?:\*|INST\s*XFER|\(EUROPE\)\S*|EUROPE\b)?\s*/, name: "PAYPAL", keepRest: true },
  { pattern: /^PP\.\d+\.PP[\s.]*/, name: "PAYPAL", keepRest: true },
  { pattern: /^(?:APPLE\.COM\/BILL|APPLE\.COM BILL|APL\*\s*ITUNES\.COM\/BILL|ITUNES\.COM\/BILL|APPLE\.COM)\b/, name: "APPLE", keepRest: false },
  { pattern: /^AMZN\s*MKTP|^AMAZON\s*(?:MKTPL?|MARKETPLACE)/, name: "AMAZON MARKETPLACE", keepRest: false },
  { pattern: /^(?:AMZN|AMAZON)\s*DIGITAL/, name: "AMAZON DIGITAL", keepRest: false },
  { pattern: /^(?:AMZN|AMAZON)(?:\.COM)?\s*\*/, name: "AMAZON", keepRest: false },
  { pattern: /^GOOGLE\s*\*\s*/, name: "GOOGLE", keepRest: true },
  { pattern: /^MSFT\s*\*\s*/, name: "MICROSOFT", keepRest: true },
  { pattern: /^(?:SQ|TST|SP|FS|DRI|LS|IZ|ZTL|PY|SUMUP|PADDLE(?:\.NET)?|2CO(?:\.COM)?)\s*\*\s*|^(?:SQ|SP)\s+/, name: "", keepRest: true },
  { pattern: /^STRIPE\s*[*-]?\s*/, name: "STRIPE", keepRest: true },
];
export const GENERIC_AFTER_AGGREGATOR = new Set(["SERVICES", "SERVICE", "PLAY", "CLOUD", "STORAGE", "STORE", "PAYMENT", "BILL", "ADS"]);

export const PROCESSOR_COUNTERPARTY =
  /^(?:PAYPAL|STRIPE|ADYEN|KLARNA|MOLLIE|WORLDLINE|SUMUP|NEXI|REDSYS|BUCKAROO|MULTISAFEPAY|PAYONE|UNZER|COMPUTOP|BRAINTREE|PADDLE|FASTSPRING|DIGITAL RIVER|2CHECKOUT|CHECKOUT|SQUARE|ZETTLE)\b/;

export const REFERENCE_TAIL =
  /\s(?:EREF|MREF|KREF|CRED|IBAN|BIC|MANDAT|MANDATE|MANDATO|MANDAAT|MANDATSREF|GLAUBIGER-?ID|CREDITOR ID|END-TO-END|ENDTOENDID|REF|REFERENCIA|REFERENCE|REFERENTIE|KENMERK|RUM|ICS|ECH|ID EMETTEUR|MDT|LIB|(?:NO |N |NUM )?RECIBO|FACTURA|INVOICE|RECHNUNG|FACTUUR|IHR EINKAUF BEI|MITGLIEDSNR|KUNDENNR|CUSTOMER ID)(?=[\s.:+#/-]|$).*$/;

const MONTHS = "JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC|ENE|ABR|AGO|DIC|MRZ|MAI|OKT|DEZ|JANV|FEV|FEVR|AVR|JUIL|MEI";
// One pass; where two start at one place the earlier wins (a phone number before a date). Replace with
// " $1 ": the only group keeps a card word that may end a rail ("PAGO CON TARJETA 1234").
export const DIGIT_NOISE = new RegExp(
  [
    /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?Z?\b/,
    /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?)?\b\d{2,4}[\s.-]\d{3,4}[\s.-]\d{3,4}\b/,
    /\b\d{3,4}[\s.-]\d{6,8}\b/,
    /\b\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}\b/,
    /\b\d{1,2}[-/.]\d{1,2}\b/,
    new RegExp(`\\b\\d{1,2}\\s?(?:${MONTHS})\\b(?:\\s?\\d{2,4}\\b)?`),
    /\b\d{1,2}:\d{2}(?::\d{2})?\b/,
    /\d{1,2}月(?:\d{1,2}日)?/,
    /\b(CARD|TARJETA|TARJ|CARTE|KARTE|CARD ENDING(?: IN)?)\.?\s*(?:NO\.?|NR\.?|N°|Nº)?\s*[X*]*\d{4}\b/,
    /\b\d{0,6}[X*•]{2,}[X*•\s-]*\d{2,4}\b/,
    /\bX\d{4}\b/,
    /\bPAS(?:NR)?\.?\s*\d{1,4}\b/,
    /(?:卡號|末四碼)\s*\d+/,
    /(?:#|\bNO\.|\bNR\.?|\bN°|\bNº|\bSTORE)\s*\d+\b/,
    /\b\d{6,}\b/,
  ]
    .map((pattern) => pattern.source)
    .join("|"),
  "g",
);

const TLD = "COM|NET|ORG|IO|AI|CO|TV|ME|APP|SO|US|UK|ES|DE|FR|NL|BE|IT|EU|TW|JP|LY|FM|GG|CH|AT|IE|PT";
export const DOMAIN = new RegExp(`(?:^|\\s)((?:[A-Z0-9][A-Z0-9-]*\\.)+(?:${TLD}))\\b(?:[/#]\\S*)?`);
export const TLD_LABELS = new Set([...TLD.split("|"), "WWW", "HELP", "PAY", "BILLING"]);

// Matched once punctuation is spaces: "B.V." reads "B V".
const COMPANY_FORMS = [
  "B V", "BV", "N V", "NV", "S L U", "S L", "SLU", "SL", "S A U", "S A", "SAU", "SA", "S A S", "SAS", "S A R L", "SARL",
  "S C A", "SCA", "ET CIE", "GMBH & CO KG", "GMBH", "CO KG", "KG", "AG", "SE", "LTD", "LIMITED", "PLC", "INC", "LLC",
  "L L C", "CORP", "CORPORATION", "CO", "COMPANY", "PTY", "OY", "AB", "AS", "APS", "SPA", "SRL", "BVBA", "E V", "EV",
];
export const CJK_TRAILING = /(?:股份有限公司|有限公司|公司|台北市|臺北市|新北市|台中市|高雄市)$/;

const COUNTRIES = [
  "US", "USA", "GB", "GBR", "UK", "IE", "IRL", "ES", "ESP", "PT", "FR", "FRA", "DE", "DEU", "NL", "NLD", "BE", "LU", "LUX",
  "IT", "AT", "CH", "SE", "SWE", "DK", "NO", "PL", "CZ", "TW", "TWN", "HK", "SG", "JP", "CN", "AU", "NZ", "MX", "BR",
  "IN", "IL", "CY", "MT",
];
const STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
  "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI",
  "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
];
export const REGIONS = new Set([...COUNTRIES, ...STATES]);
const CITIES = [
  "LOS GATOS", "CUPERTINO", "SAN FRANCISCO", "SAN JOSE", "MOUNTAIN VIEW", "SUNNYVALE", "MENLO PARK", "PALO ALTO",
  "REDMOND", "SEATTLE", "NEW YORK", "BROOKLYN", "LOS ANGELES", "SANTA MONICA", "BURBANK", "CHICAGO", "BOSTON",
  "AUSTIN", "DALLAS", "ATLANTA", "DENVER", "MIAMI", "OAKLAND", "DUBLIN", "LUXEMBOURG", "AMSTERDAM", "LONDON",
  "STOCKHOLM", "BERLIN", "MUNCHEN", "MUNICH", "HAMBURG", "FRANKFURT", "KOLN", "PARIS", "LYON", "MADRID",
  "BARCELONA", "VALENCIA", "SEVILLA", "BILBAO", "MALAGA", "ZARAGOZA", "LISBOA", "LISBON", "ROMA", "MILANO",
  "ZURICH", "GENEVE", "GENEVA", "WIEN", "VIENNA", "BRUSSELS", "BRUXELLES", "ROTTERDAM", "UTRECHT", "DEN HAAG",
  "EINDHOVEN", "TAIPEI CITY", "NEW TAIPEI", "TAIPEI", "TAICHUNG", "KAOHSIUNG", "TAINAN", "HSINCHU", "SINGAPORE",
  "HONG KONG", "TOKYO", "SYDNEY", "TORONTO", "VANCOUVER", "INTERNET", "ONLINE",
];
export const TRAILING = new Set([...COMPANY_FORMS, ...REGIONS, ...CITIES, "COM", "NET", "ORG", "CARD", "TARJETA", "CARTE", "KARTE"]);
export const TRAILING_LAST_WORDS = new Set([...TRAILING].map((entry) => entry.split(" ").at(-1)!));

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// Text is folded to upper case without Latin accents first, so ASCII word boundaries are enough.
const latin = (list: string[]) => `\\b(?:${words(list)})\\b`;

export const REFUND_WORDS = new RegExp(
  `${latin([
    "REFUND", "RETURN", "CREDIT VOUCHER", "DEVOLUCION", "DEVOLUCION RECIBO", "ABONO", "ANULACION", "STORNO",
    "RUCKERSTATTUNG", "ERSTATTUNG", "GUTSCHRIFT", "RUCKLASTSCHRIFT", "REMBOURSEMENT", "REMB", "AVOIR",
    "TERUGBOEKING", "TERUGSTORTING", "RETOUR",
  ])}|退款|退貨|退刷|沖正`,
);

// An issuer's name followed by its payment wording is the card bill being paid off ("AMEX EPAYMENT ACH PMT").
const CARD_REPAYMENT =
  "\\b(?:AMEX|AMERICAN EXPRESS|DISCOVER|CAPITAL ONE|CHASE|CITI(?:CARD)?|BARCLAYCARD|SYNCHRONY|BK OF AMER|BANK OF AMERICA|" +
  "WF CREDIT CARD|US BANK|APPLECARD|GSBANK)\\b.{0,20}?\\b(?:E-?PAYMENT|EPAY|ACH PMT|MOBILE PMT|ONLINE PMT|ONLINE PAYMENT|AUTOPAY|AUTO PAY|CRD PMT)\\b|" +
  "\\bPAYMENT TO (?:[A-Z]+ ){0,2}CARD\\b";

export const TRANSFER_WORDS = new RegExp(
  `${latin([
    "TRANSFER TO", "TRANSFER FROM", "ONLINE TRANSFER", "INTERNAL TRANSFER", "ACCOUNT TRANSFER", "TRASPASO",
    "TRANSFERENCIA A", "TRANSFERENCIA DE", "TRANSFERENCIA INTERNA", "TRANSFERENCIA ENTRE CUENTAS", "UMBUCHUNG",
    "UBERWEISUNG AN EIGEN", "UBERTRAG", "EIGENES KONTO", "VIREMENT INTERNE", "VIREMENT DE COMPTE A COMPTE",
    "VIR INTERNE", "EIGEN REKENING", "SPAARREKENING", "OVERBOEKING NAAR EIGEN",
    "PAYMENT THANK YOU", "THANK YOU FOR YOUR PAYMENT", "AUTOPAY PAYMENT", "AUTOMATIC PAYMENT - THANK",
    "AUTOMATIC PAYMENT THANK", "CREDIT CARD PAYMENT", "CARD PAYMENT RECEIVED", "PAGO TARJETA", "PAGO DE TARJETA",
    "LIQUIDACION TARJETA", "KREDITKARTENABRECHNUNG", "AUSGLEICH KREDITKARTE", "KREDITKARTE AUSGLEICH",
    "CREDIT CRD AUTOPAY", "CRD AUTOPAY", "CREDIT CARD AUTOPAY", "CRCARDPMT", "INTERNATIONAL CARD SERVICES",
    "CUENTA AHORRO", "CUENTA DE AHORRO", "SPAREN", "SPARKONTO", "SPARBUCH", "TAGESGELD", "RUCKLAGE", "SPAARPOT",
    "TO SAVINGS", "SAVINGS TRANSFER", "LIVRET A", "EPARGNE",
    "ATM", "CASH WITHDRAWAL", "REINTEGRO", "RETIRADA EFECTIVO", "RETIRADA DE EFECTIVO", "CAJERO", "BARGELD",
    "GELDAUTOMAAT", "GELDOPNAME", "RETRAIT DAB", "RETRAIT",
  ])}|${CARD_REPAYMENT}|信用卡費|信用卡款|繳卡費|轉帳|转账|提款`,
);

// OFX TRNTYPE, CAMT BkTxCd (any separator) and Norma 43 concepts 01 (withdrawals), 04 (transfers), 11 (ATM).
export const TRANSFER_KINDS = /^(?:XFER|ATM|CASH|DEP|DIRECTDEP|INT|DIV|01|04|11)$|(?:^|[/ -])(?:BOOK|CWDL|XBCW)(?:$|[/ -])|^ACMT\b/;
// Norma 43 concepts 14 (returned debits) and 98 (cancellations).
export const REFUND_KINDS = /^(?:14|98)$/;
