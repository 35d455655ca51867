// A variable amount and its expected range, straight through the REST API with a user's own token:
// the database holds the form's rules (both ends or neither, in order, in the currency's decimals,
// only on a variable bill), the edit function keeps the settings a caller does not name, and the
// dashboard's forecast query reads only the last paid charges of the user's variable bills.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, TablesInsert } from "@/lib/supabase/database.types";
import { createTestUser, serviceClient, type TestUser } from "./support";

type Client = SupabaseClient<Database>;

const BILL = {
  name: "Electricity",
  brand: "Electricity",
  price: 45,
  currency: "EUR",
  start_date: "2026-01-10",
  end_date: "2026-02-10",
  cycle: "custom:months:1",
  auto_renew: true,
} satisfies TablesInsert<"subscriptions">;

let alice: TestUser;
let bob: TestUser;
const clientOf = (user: TestUser) => user.client as unknown as Client;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createTestUser("variable-alice"), createTestUser("variable-bob")]);
});

afterAll(async () => {
  const service = serviceClient();
  for (const user of [alice, bob]) if (user) await service.auth.admin.deleteUser(user.id);
});

async function insert(fields: Partial<TablesInsert<"subscriptions">>) {
  return clientOf(alice).from("subscriptions").insert({ ...BILL, ...fields }).select("id, variable_amount, amount_min, amount_max").maybeSingle();
}

describe("a variable amount through the REST API", () => {
  it("stores a variable bill with or without an expected range", async () => {
    expect((await insert({ name: "Water", variable_amount: true })).data).toMatchObject({ variable_amount: true, amount_min: null, amount_max: null });
    expect((await insert({ name: "Gas", variable_amount: true, amount_min: 30.5, amount_max: 80 })).data).toMatchObject({
      amount_min: 30.5,
      amount_max: 80,
    });
    expect((await insert({ name: "Fixed", amount_min: null })).data).toMatchObject({ variable_amount: false });
  });

  it.each([
    ["one end only", { variable_amount: true, amount_min: 30 }, "subscriptions_amount_range_check"],
    ["the ends reversed", { variable_amount: true, amount_min: 80, amount_max: 30 }, "subscriptions_amount_range_check"],
    ["a range on a fixed price", { variable_amount: false, amount_min: 30, amount_max: 80 }, "subscriptions_amount_range_variable_check"],
    ["a negative end", { variable_amount: true, amount_min: -1, amount_max: 80 }, "subscriptions_amount_min_check"],
    ["cents on yen", { variable_amount: true, currency: "JPY", price: 4000, amount_min: 3000.5, amount_max: 5000 }, "subscriptions_amount_min_check"],
    ["NaN", { variable_amount: true, amount_min: 1, amount_max: "NaN" as unknown as number }, "subscriptions_amount_max_check"],
  ])("refuses %s", async (_what, fields, constraint) => {
    const { error } = await insert({ name: `Refused ${constraint}`, ...fields });
    expect(error?.code).toBe("23514");
    expect(error?.message).toContain(constraint);
  });

  it("refuses an amount past the column's range", async () => {
    const { error } = await insert({ name: "Huge", variable_amount: true, amount_min: 1, amount_max: 10_000_000_000 });
    expect(error?.code).toBe("22003");
  });

  it("lets the user change the settings of their own bill only", async () => {
    const { data } = await insert({ name: "Heating", variable_amount: true });
    const id = data?.id ?? 0;
    const edited = await clientOf(alice).from("subscriptions").update({ amount_min: 10, amount_max: 20 }).eq("id", id).select("amount_min, amount_max").single();
    expect(edited.data).toEqual({ amount_min: 10, amount_max: 20 });
    const theirs = await clientOf(bob).from("subscriptions").update({ variable_amount: false }).eq("id", id).select("id");
    expect(theirs.data).toEqual([]);
    const still = await clientOf(alice).from("subscriptions").select("variable_amount").eq("id", id).single();
    expect(still.data?.variable_amount).toBe(true);
  });

  it("keeps the settings when an edit does not name them, and clears the range when it turns the bill fixed", async () => {
    const { data } = await insert({ name: "Internet", variable_amount: true, amount_min: 25, amount_max: 35 });
    const id = data?.id ?? 0;
    const args = { ...BILL, name: "Internet", brand: "Internet", subscription_id: id, icon_url: null, category_id: null };
    const kept = await clientOf(alice).rpc("update_subscription", args).single();
    expect(kept.data).toMatchObject({ variable_amount: true, amount_min: 25, amount_max: 35 });
    const fixed = await clientOf(alice).rpc("update_subscription", { ...args, variable_amount: false }).single();
    expect(fixed.data).toMatchObject({ variable_amount: false, amount_min: null, amount_max: null });
  });
});

describe("the last paid charges of variable bills", () => {
  it("reads the last three paid charges of the user's own variable bills, newest first", async () => {
    const client = clientOf(bob);
    const bills = await client
      .from("subscriptions")
      .insert([{ ...BILL, variable_amount: true }, { ...BILL, name: "Fixed", variable_amount: false }])
      .select("id, name")
      .throwOnError();
    const [variable, fixed] = bills.data.map((bill) => bill.id);
    const paid = (subscriptionId: number, dueOn: string, amount: number) => ({ subscription_id: subscriptionId, due_on: dueOn, state: "paid", paid_on: dueOn, amount, currency: "EUR" });
    await client
      .from("subscription_payments")
      .insert([
        paid(variable, "2026-01-10", 40),
        paid(variable, "2026-02-10", 52),
        paid(variable, "2026-03-10", 47),
        { subscription_id: variable, due_on: "2026-04-10", state: "skipped" },
        paid(variable, "2026-05-10", 61),
        paid(fixed, "2026-05-10", 45),
      ])
      .throwOnError();

    const { data } = await client.rpc("recent_paid_payments").throwOnError();
    expect(data.map((payment) => [payment.subscription_id, payment.due_on, payment.amount])).toEqual([
      [variable, "2026-05-10", 61],
      [variable, "2026-03-10", 47],
      [variable, "2026-02-10", 52],
    ]);
    expect((await clientOf(alice).rpc("recent_paid_payments").throwOnError()).data).toEqual([]);
  });
});
