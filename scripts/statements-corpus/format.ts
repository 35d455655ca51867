/** Major units to thousandths, rounded to what the currency is written with. */
export function toMilli(major: number, decimals: number): number {
  const unit = 10 ** decimals;
  return Math.round(major * unit) * (1000 / unit);
}

type AmountStyle = { decimal?: "." | ","; group?: "" | "," | "." | " "; signed?: boolean };

/** -12990 with 2 decimals: "-12.99"; { decimal: ",", group: "." }: "-12,99"; unsigned: "12.99". */
export function formatAmount(milli: number, decimals: number, style: AmountStyle = {}): string {
  const { decimal = ".", group = "", signed = true } = style;
  const units = Math.round(Math.abs(milli) / 10 ** (3 - decimals));
  const text = String(units).padStart(decimals + 1, "0");
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = decimals > 0 ? `${decimal}${text.slice(-decimals)}` : "";
  return `${signed && milli < 0 ? "-" : ""}${whole}${fraction}`;
}

export type DatePattern = "YYYY-MM-DD" | "YYYYMMDD" | "YYMMDD" | "MM/DD/YYYY" | "DD/MM/YYYY" | "YYYY/MM/DD" | "quicken";

/** Writes a YYYY-MM-DD date as a bank would; "quicken" is Quicken's `1/ 5'26`. */
export function formatDate(date: string, pattern: DatePattern): string {
  const [year, month, day] = date.split("-");
  switch (pattern) {
    case "YYYY-MM-DD":
      return date;
    case "YYYYMMDD":
      return `${year}${month}${day}`;
    case "YYMMDD":
      return `${year.slice(2)}${month}${day}`;
    case "MM/DD/YYYY":
      return `${month}/${day}/${year}`;
    case "DD/MM/YYYY":
      return `${day}/${month}/${year}`;
    case "YYYY/MM/DD":
      return `${year}/${month}/${day}`;
    case "quicken":
      return `${Number(month)}/${String(Number(day)).padStart(2, " ")}'${year.slice(2)}`;
  }
}

/** Escapes element text for XML and for OFX's SGML, which knows only these three entities. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
