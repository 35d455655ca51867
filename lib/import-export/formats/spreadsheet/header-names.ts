// Header names in English, Chinese and Spanish, compared without case, accents, spaces or punctuation.
export const HEADER_NAMES = {
  name: [
    "name", "subscription", "subscriptionname", "service", "servicename", "title", "item", "product", "名稱",
    "名称", "訂閱", "订阅", "訂閱名稱", "订阅名称", "服務", "服务", "項目", "项目", "nombre", "servicio", "suscripcion", "concepto",
  ],
  price: [
    "price", "cost", "amount", "fee", "charge", "價格", "价格", "金額", "金额", "費用", "费用", "價錢", "价钱", "precio",
    "costo", "coste", "importe", "monto", "cuota",
  ],
  currency: [
    "currency", "currencycode", "幣別", "币别", "貨幣", "货币", "幣種", "币种", "moneda", "divisa",
  ],
  startDate: [
    "startdate", "start", "started", "since", "subscribedon", "開始日期", "开始日期", "開始", "开始", "起始日", "訂閱日期",
    "订阅日期", "fechadeinicio", "fechainicio", "inicio", "fechadealta",
  ],
  endDate: [
    "nextpayment", "nextpaymentdate", "nextbilling", "nextbillingdate", "billingdate", "nextcharge", "nextchargedate",
    "nextrenewal", "renewaldate",
    "renewal", "nextdue", "duedate", "enddate", "expires", "expiry", "expirydate", "下次付款", "下次付款日", "下次付款日期",
    "下次扣款", "下次扣款日", "續訂日期", "续订日期", "到期日", "結束日期", "结束日期", "proximopago", "fechadeproximopago",
    "proximocobro", "fechadecobro", "fechadefacturacion", "fechaderenovacion", "fechadefin", "fechafin", "vencimiento",
    "下次扣款日期", "下次續訂", "下次续订",
  ],
  // After the dates: "Billing" names a cycle, but "Billing date" a date.
  cycle: [
    "cycle", "billingcycle", "paymentcycle", "frequency", "billingfrequency", "paymentfrequency", "period", "billingperiod",
    "interval", "schedule", "recurrence", "recurring", "billing", "billed", "billedevery", "renews", "renewalperiod", "periodicity",
    "週期", "周期", "扣款週期", "扣款周期", "付款週期", "付款周期", "計費週期", "计费周期", "繳費週期", "缴费周期", "訂閱週期", "订阅周期",
    "頻率", "频率", "付款頻率", "付款频率", "ciclo", "ciclodefacturacion", "ciclodepago", "frecuencia", "frecuenciadepago",
    "frecuenciadecobro", "facturacion", "cobro", "periodicidad", "periodo", "renovacion",
  ],
  category: [
    "category", "type", "group", "tag", "分類", "分类", "類別", "类别", "categoria", "tipo", "grupo",
  ],
  notes: [
    "notes", "note", "comments", "comment", "description", "memo", "備註", "备注", "說明", "说明", "notas", "nota",
    "comentarios", "descripcion",
  ],
  websiteUrl: [
    "url", "website", "link", "web", "site", "網址", "网址", "網站", "网站", "sitioweb", "enlace", "paginaweb",
  ],
  paymentMethod: [
    "paymentmethod", "paidwith", "card", "付款方式", "支付方式", "metododepago", "formadepago", "mediodepago",
  ],
} as const;

export type SpreadsheetField = keyof typeof HEADER_NAMES;

export function simplifyHeader(header: string): string {
  return header
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

export function suggestColumns(header: readonly string[]): Partial<Record<SpreadsheetField, number>> {
  const simple = header.map(simplifyHeader);
  const taken = new Set<number>();
  const found: Partial<Record<SpreadsheetField, number>> = {};
  const fields = Object.keys(HEADER_NAMES) as SpreadsheetField[];
  const passes: ((cell: string, name: string) => boolean)[] = [
    (cell, name) => cell === name,
    (cell, name) => name.length >= 2 && cell.includes(name) && (/\p{Script=Han}/u.test(name) || name.length >= 4),
  ];
  for (const matches of passes) {
    for (const field of fields) {
      if (found[field] !== undefined) continue;
      const index = simple.findIndex((cell, i) => !taken.has(i) && HEADER_NAMES[field].some((name) => matches(cell, name)));
      if (index >= 0) {
        found[field] = index;
        taken.add(index);
      }
    }
  }
  return found;
}
