export const LEGAL_PAGES = ["privacy", "terms", "contact"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/** When the privacy policy and terms last changed in substance. */
export const LEGAL_UPDATED = "2026-11-25";
