import type { ImportedValues } from "@/lib/import-export/types";

/** A JSON or CSV value as trimmed text; anything that is not a string or number reads as "". */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** A form's values for a new row: empty text, active, not renewing. */
export function blankValues(): ImportedValues {
  return {
    name: "",
    brand: "",
    price: "",
    currency: "",
    startDate: "",
    endDate: "",
    cycle: "",
    iconUrl: "",
    autoRenew: false,
    status: "active",
    trialEndsOn: "",
    pausedOn: "",
    cancelledOn: "",
    notes: "",
    websiteUrl: "",
    paymentMethod: "",
  };
}

/** Notes with a labelled detail from the other app on a line of its own ("Paid by: Ana"). */
export function notesWith(notes: string, details: readonly [label: string, value: string][]): string {
  const lines = details.filter(([, value]) => value !== "").map(([label, value]) => `${label}: ${value}`);
  return [notes, ...lines].filter((part) => part !== "").join("\n");
}

/** A website without a scheme ("netflix.com") as the https address the form accepts. */
export function websiteUrl(text: string): string {
  if (text === "" || /^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  return /^[^\s/]+\.[^\s/]+/.test(text) ? `https://${text}` : text;
}
