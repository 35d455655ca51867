export const FAQ_ITEMS = ["free", "reminders", "security", "supported", "statements", "price", "devices"] as const;
export type FaqItem = (typeof FAQ_ITEMS)[number];
