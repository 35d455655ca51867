/** The landing page's questions, in display order; the FAQPage structured data uses the same list. */
export const FAQ_ITEMS = ["free", "reminders", "security", "supported", "price", "devices"] as const;
export type FaqItem = (typeof FAQ_ITEMS)[number];
