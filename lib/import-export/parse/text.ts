import type { ImportedValues } from "@/lib/import-export/types";

export function textOf(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

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

export function notesWith(notes: string, details: readonly [label: string, value: string][]): string {
  const lines = details.filter(([, value]) => value !== "").map(([label, value]) => `${label}: ${value}`);
  return [notes, ...lines].filter((part) => part !== "").join("\n");
}

export function websiteUrl(text: string): string {
  if (text === "" || /^[a-z][a-z\d+.-]*:/i.test(text)) return text;
  return /^[^\s/]+\.[^\s/]+/.test(text) ? `https://${text}` : text;
}
