/** The subscription the backend tests write unless they say otherwise: Netflix, 390 TWD every 30 days. */
export function subscriptionRow<Patch extends object>(patch: Patch = {} as Patch) {
  return {
    name: "Netflix",
    brand: "Netflix",
    price: 390,
    currency: "TWD",
    start_date: "2026-01-01",
    end_date: "2026-01-31",
    cycle: "30days",
    ...patch,
  };
}
