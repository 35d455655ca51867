import { beforeEach, describe, expect, it, vi } from "vitest";

type Op = [string, ...unknown[]];
type Query = { table: string; ops: Op[] };
type Response = { data: unknown; error: { code?: string; message?: string; hint?: string } | null };

const state = vi.hoisted(() => ({
  userId: "user-1" as string | null,
  queries: [] as { table: string; ops: [string, ...unknown[]][] }[],
  respond: (() => ({ data: null, error: null })) as (query: { table: string; ops: [string, ...unknown[]][] }) => {
    data: unknown;
    error: { code?: string; message?: string; hint?: string } | null;
  },
  revalidated: [] as unknown[][],
}));

vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: (...args: unknown[]) => state.revalidated.push(args) }));
vi.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    auth: {
      getClaims: async () =>
        state.userId ? { data: { claims: { sub: state.userId } }, error: null } : { data: null, error: new Error("no session") },
    },
    rpc: (fn: string, args: unknown) => {
      const query: Query = { table: `rpc:${fn}`, ops: [["rpc", args]] };
      state.queries.push(query);
      const builder: Record<string, unknown> = {
        maybeSingle: () => {
          query.ops.push(["maybeSingle"]);
          return builder;
        },
      };
      builder.then = (resolve: (value: Response) => unknown, reject: (reason: unknown) => unknown) =>
        Promise.resolve(state.respond(query)).then(resolve, reject);
      return builder;
    },
    from: (table: string) => {
      const query: Query = { table, ops: [] };
      state.queries.push(query);
      const builder: Record<string, unknown> = {};
      for (const op of ["insert", "update", "delete", "select", "eq", "single", "maybeSingle", "order"]) {
        builder[op] = (...args: unknown[]) => {
          query.ops.push([op, ...args]);
          return builder;
        };
      }
      builder.then = (resolve: (value: Response) => unknown, reject: (reason: unknown) => unknown) =>
        Promise.resolve(state.respond(query)).then(resolve, reject);
      return builder;
    },
  }),
}));

const {
  createSubscriptionAction,
  deleteSubscriptionAction,
  moveSubscriptionAction,
  updateSubscriptionAction,
} = await import("@/lib/subscriptions/actions");

const row = {
  id: 7,
  user_id: "user-1",
  name: "Netflix",
  brand: "Netflix",
  price: 390,
  currency: "TWD",
  start_date: "2026-01-01",
  end_date: "2026-01-31",
  cycle: "30days",
  icon_url: null,
  auto_renew: false,
  category_id: null,
  status: "active",
  trial_ends_on: null,
  paused_on: null,
  cancelled_on: null,
  notes: null,
  website_url: null,
  payment_method: null,
  variable_amount: false,
  amount_min: null,
  amount_max: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

const input = {
  name: " Netflix ",
  brand: "Netflix",
  price: "390",
  currency: "TWD" as const,
  startDate: "2026-01-01",
  endDate: "2026-01-31",
  cycle: "30days",
  iconUrl: "",
  autoRenew: false,
  categoryId: "none",
  status: "active" as const,
  trialEndsOn: "",
  pausedOn: "",
  cancelledOn: "",
  notes: "",
  websiteUrl: "",
  paymentMethod: "",
};

const ops = (table: string, name: string) =>
  state.queries.filter((q) => q.table === table).flatMap((q) => q.ops.filter(([op]) => op === name));

beforeEach(() => {
  state.userId = "user-1";
  state.queries = [];
  state.revalidated = [];
  state.respond = () => ({ data: row, error: null });
});

describe("createSubscriptionAction", () => {
  it("returns field errors for every bad field and writes nothing", async () => {
    // A server action is a public endpoint: anything can arrive, typed or not.
    const createAnything = createSubscriptionAction as (value: unknown) => ReturnType<typeof createSubscriptionAction>;
    const result = await createAnything({
      ...input,
      name: "  ",
      price: "abc",
      currency: "BTC",
      cycle: "weekly",
      iconUrl: "javascript:alert(1)",
      categoryId: "x",
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: ["required"],
        price: ["invalidPrice"],
        currency: ["invalidCurrency"],
        cycle: ["invalidCycle"],
        iconUrl: ["invalidUrl"],
        categoryId: ["invalidCategory"],
      },
    });
    expect(state.queries).toHaveLength(0);
  });

  it("an end date before the start is an end date error", async () => {
    expect(await createSubscriptionAction({ ...input, endDate: "2025-12-31" })).toEqual({
      ok: false,
      fieldErrors: { endDate: ["endBeforeStart"] },
    });
    expect(state.queries).toHaveLength(0);
  });

  it("refuses a visitor without a session", async () => {
    state.userId = null;
    expect(await createSubscriptionAction(input)).toEqual({ ok: false, formError: "common.notAuthenticated" });
    expect(state.queries).toHaveLength(0);
  });

  it("inserts the parsed row for the signed-in user and revalidates", async () => {
    const result = await createSubscriptionAction({ ...input, iconUrl: " https://cdn.example/n.png ", categoryId: "4" });
    expect(result.ok).toBe(true);
    expect(ops("subscriptions", "insert")).toEqual([
      [
        "insert",
        {
          name: "Netflix",
          brand: "Netflix",
          price: 390,
          currency: "TWD",
          start_date: "2026-01-01",
          end_date: "2026-01-31",
          cycle: "30days",
          icon_url: "https://cdn.example/n.png",
          auto_renew: false,
          category_id: 4,
          status: "active",
          trial_ends_on: null,
          paused_on: null,
          cancelled_on: null,
          notes: null,
          website_url: null,
          payment_method: null,
          variable_amount: false,
          amount_min: null,
          amount_max: null,
          user_id: "user-1",
        },
      ],
    ]);
    // The signed-in pages only: revalidating "/" would regenerate the prerendered landing pages.
    expect(state.revalidated).toEqual([
      ["/[locale]/dashboard", "page"],
      ["/[locale]/insights", "page"],
      ["/[locale]/settings", "page"],
    ]);
  });

  it("another user's category comes back as a category field error", async () => {
    state.respond = () => ({ data: null, error: { code: "23503" } });
    expect(await createSubscriptionAction({ ...input, categoryId: "99" })).toEqual({
      ok: false,
      fieldErrors: { categoryId: ["invalidCategory"] },
    });
    expect(state.revalidated).toHaveLength(0);
  });

  it("a subscription over the quota says the limit", async () => {
    state.respond = () => ({ data: null, error: { code: "54000", message: "at most 2000 subscriptions per user", hint: "subscriptions" } });
    expect(await createSubscriptionAction(input)).toEqual({ ok: false, formError: "limits.subscriptions" });
    expect(state.revalidated).toHaveLength(0);
  });

  it("any other database failure is 'Add failed'", async () => {
    state.respond = () => ({ data: null, error: { code: "23514" } });
    expect(await createSubscriptionAction(input)).toEqual({ ok: false, formError: "subscriptionToasts.addFailed" });
  });
});

describe("updateSubscriptionAction", () => {
  // The write itself (the user's row only, the old price in force the day before, all or nothing)
  // is the database function's, tested against the database in tests/backend/update-subscription.test.ts.
  const rowArgs = {
    name: "Netflix",
    brand: "Netflix",
    price: 390,
    currency: "TWD",
    start_date: "2026-01-01",
    end_date: "2026-01-31",
    cycle: "30days",
    icon_url: null,
    auto_renew: false,
    category_id: null,
    status: "active",
    trial_ends_on: null,
    paused_on: null,
    cancelled_on: null,
    notes: null,
    website_url: null,
    payment_method: null,
    variable_amount: false,
    amount_min: null,
    amount_max: null,
  };

  it("saves through one call to update_subscription, without a price change", async () => {
    const result = await updateSubscriptionAction({ ...input, id: 7 });
    expect(result.ok).toBe(true);
    expect(ops("rpc:update_subscription", "rpc")).toEqual([
      ["rpc", { ...rowArgs, subscription_id: 7, new_price: null, effective_date: null }],
    ]);
    expect(state.queries.filter((q) => !q.table.startsWith("rpc:"))).toHaveLength(0);
  });

  it("passes a price change to the same call", async () => {
    const result = await updateSubscriptionAction({
      ...input,
      id: "7",
      priceChange: { newPrice: "450", effectiveDate: "2026-06-01" },
    });
    expect(result.ok).toBe(true);
    expect(ops("rpc:update_subscription", "rpc")).toEqual([
      ["rpc", { ...rowArgs, subscription_id: 7, new_price: 450, effective_date: "2026-06-01" }],
    ]);
  });

  it("passes the reminder choices to the same call, so a saved edit never reports them failed", async () => {
    const result = await updateSubscriptionAction({
      ...input,
      id: 7,
      reminders: { mode: "custom", leadDays: "7, 1", remindToCancel: true },
    });
    expect(result.ok).toBe(true);
    expect(ops("rpc:update_subscription", "rpc")).toEqual([
      [
        "rpc",
        {
          ...rowArgs,
          subscription_id: 7,
          new_price: null,
          effective_date: null,
          reminders_enabled: true,
          reminder_lead_days: [7, 1],
          remind_to_cancel: true,
        },
      ],
    ]);
    expect(state.queries.filter((q) => !q.table.startsWith("rpc:"))).toHaveLength(0);
  });

  it("names the field whose database rule refused the edit", async () => {
    state.respond = () => ({
      data: null,
      error: { code: "23514", message: 'new row for relation "subscriptions" violates check constraint "subscriptions_end_date_range_check"' },
    });
    expect(await updateSubscriptionAction({ ...input, id: 7 })).toEqual({ ok: false, fieldErrors: { endDate: ["dateOutOfRange"] } });
    expect(state.revalidated).toHaveLength(0);
  });

  it("a bad price change is a field error and nothing is written", async () => {
    const result = await updateSubscriptionAction({
      ...input,
      id: 7,
      priceChange: { newPrice: "1.2345", effectiveDate: "2026-02-30" },
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { "priceChange.newPrice": ["priceDecimals3"], "priceChange.effectiveDate": ["invalidDate"] },
    });
    expect(state.queries).toHaveLength(0);
  });

  it("someone else's subscription (no row matched) is not found", async () => {
    state.respond = () => ({ data: null, error: null });
    const result = await updateSubscriptionAction({
      ...input,
      id: 8,
      priceChange: { newPrice: "450", effectiveDate: "2026-06-01" },
    });
    expect(result).toEqual({ ok: false, formError: "subscriptionToasts.notFound" });
    expect(state.revalidated).toHaveLength(0);
  });

  it("a failed write is a form error, and another user's category a field error", async () => {
    state.respond = () => ({ data: null, error: { code: "23514", message: "check violation" } });
    expect(await updateSubscriptionAction({ ...input, id: 7 })).toEqual({ ok: false, formError: "subscriptionToasts.updateFailed" });
    state.respond = () => ({ data: null, error: { code: "23503", message: "foreign key" } });
    expect(await updateSubscriptionAction({ ...input, id: 7, categoryId: "99" })).toEqual({
      ok: false,
      fieldErrors: { categoryId: ["invalidCategory"] },
    });
  });
});

describe("deleteSubscriptionAction and moveSubscriptionAction", () => {
  it("delete filters by id and user_id", async () => {
    state.respond = () => ({ data: [{ id: 7 }], error: null });
    expect(await deleteSubscriptionAction({ id: 7 })).toEqual({ ok: true, data: null });
    expect(ops("subscriptions", "delete")).toHaveLength(1);
    expect(ops("subscriptions", "eq")).toEqual([
      ["eq", "id", 7],
      ["eq", "user_id", "user-1"],
    ]);
  });

  it("delete of a missing row fails", async () => {
    state.respond = () => ({ data: [], error: null });
    expect(await deleteSubscriptionAction({ id: 7 })).toEqual({ ok: false, formError: "subscriptionToasts.notFound" });
  });

  it("move sets the category, or none", async () => {
    state.respond = () => ({ data: [{ id: 7 }], error: null });
    expect(await moveSubscriptionAction({ id: 7, categoryId: 3 })).toEqual({ ok: true, data: null });
    expect(await moveSubscriptionAction({ id: 7, categoryId: null })).toEqual({ ok: true, data: null });
    expect(ops("subscriptions", "update")).toEqual([
      ["update", { category_id: 3 }],
      ["update", { category_id: null }],
    ]);
  });

  it("move rejects a bad id without writing", async () => {
    expect(await moveSubscriptionAction({ id: -1, categoryId: null })).toEqual({
      ok: false,
      fieldErrors: { id: ["invalidId"] },
    });
    expect(state.queries).toHaveLength(0);
  });
});
