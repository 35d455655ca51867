export const FAQ_ITEMS = ["free", "reminders", "security", "supported", "price", "devices"] as const;
export type FaqItem = (typeof FAQ_ITEMS)[number];
