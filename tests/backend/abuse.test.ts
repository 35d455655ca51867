// Hostile and broken clients: each case is followed by a normal request that must still succeed.
// Then a signed-in user's own token against the app's tables: every value the forms refuse, the
// quotas and the columns users may not write, each refused with the row left as it was.
import { connect } from "node:net";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY, SECRET_KEY } from "@/supabase/local/keys";
import { createTestUser, rawFetch, serviceClient, supabaseUrl, type TestUser } from "./support";
import { subscriptionRow } from "./subscription-row";

const P = `abuse-${Date.now().toString(36)}`;
const db = serviceClient();

afterEach(async () => {
  const { error, status } = await db.from("rest_items").select("id").limit(1);
  expect([error, status]).toEqual([null, 200]);
});

function rawRequest(text: string, endAfterWrite = false): Promise<string> {
  const { port } = new URL(supabaseUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(text);
      if (endAfterWrite) socket.end();
    });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("bodies", () => {
  it("refuses malformed JSON, wrong types and unknown columns with 4xx", async () => {
    const post = (body: string) =>
      rawFetch("/rest/v1/rest_items", { method: "POST", body, headers: { apikey: SECRET_KEY, "Content-Type": "application/json" } });
    expect((await post("{")).status).toBe(400);
    expect((await post("")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
    expect((await post(JSON.stringify({ name: `${P}-t`, price: "lots" }))).status).toBe(400);
    expect((await post(JSON.stringify({ name: `${P}-t`, tags: { not: "an array" } }))).status).toBe(400);
    expect((await post(JSON.stringify({ name: { nested: true } }))).status).toBeLessThan(500);
    expect((await post(JSON.stringify({ unknown_column: 1 }))).status).toBe(400);
  });

  it("refuses a body over 1 MiB with 413, streamed or declared", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const declared = await rawFetch("/rest/v1/rest_items", {
      method: "POST", body: big, headers: { apikey: SECRET_KEY, "Content-Type": "application/json" },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: "Request size limit exceeded" });

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${supabaseUrl()}/rest/v1/rest_items`, {
      method: "POST", body: chunks, headers: { apikey: SECRET_KEY, "Content-Type": "application/json" }, duplex: "half",
    } as RequestInit & { duplex: "half" }).catch(() => null);
    expect(streamed === null || streamed.status === 413).toBe(true);
    expect((await db.from("rest_items").select("id").eq("name", "x")).data).toEqual([]);
  });
});

describe("connections", () => {
  it("drops a request whose client disconnects before its body is complete, leaving no row", async () => {
    const name = `${P}-half`;
    const body = JSON.stringify({ name });
    const head =
      `POST /rest/v1/rest_items HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${SECRET_KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length + 50}\r\n\r\n`;
    await rawRequest(head + body, true);
    await new Promise((r) => setTimeout(r, 100));
    expect((await db.from("rest_items").select("id").eq("name", name)).data).toEqual([]);
  });

  it("survives garbage on the socket and a client that leaves mid-response", async () => {
    const garbage = await rawRequest("NOT HTTP AT ALL\r\n\r\n", true);
    expect(garbage.startsWith("HTTP/1.1 400")).toBe(true);
    const { port } = new URL(supabaseUrl());
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(`GET /rest/v1/rest_items?select=* HTTP/1.1\r\nHost: x\r\napikey: ${PUBLISHABLE_KEY}\r\n\r\n`);
        socket.destroy();
        resolve();
      });
    });
    await new Promise((r) => setTimeout(r, 100));
    const after = await rawFetch("/rest/v1/rest_items?select=id&limit=1", { headers: { apikey: SECRET_KEY } });
    expect(after.status).toBe(200);
  });
});

describe("concurrency", () => {
  it("serializes interleaved writes and reads so each request sees a consistent state", async () => {
    const names = Array.from({ length: 40 }, (_, i) => `${P}-c${i}`);
    // Forty writers at once, each reading after its own write: requests on parallel connections
    // arrive in any order, but a read after a committed write always sees that write.
    const results = await Promise.all(
      names.map(async (name) => {
        const inserted = await db.from("rest_items").insert({ name, price: 1 });
        const counted = await db.from("rest_items").select("id", { count: "exact", head: true }).like("name", `${P}-c%`);
        return { inserted, counted };
      }),
    );
    for (const { inserted, counted } of results) {
      expect(inserted.error).toBeNull();
      expect(counted.error).toBeNull();
    }
    const counts = results.map(({ counted }) => counted.count ?? -1);
    expect(counts.filter((c) => c < 1 || c > names.length)).toEqual([]);
    const final = await db.from("rest_items").select("id", { count: "exact", head: true }).like("name", `${P}-c%`);
    expect(final.count).toBe(names.length);

    const dupes = await Promise.all(Array.from({ length: 10 }, () => db.from("rest_items").insert({ name: `${P}-same` })));
    expect(dupes.filter((r) => r.status === 201)).toHaveLength(1);
    expect(dupes.filter((r) => r.status === 409)).toHaveLength(9);
  });
});

describe("tokens and keys", () => {
  it("refuses bad tokens and a missing apikey without disturbing later requests", async () => {
    const bad = await rawFetch("/rest/v1/rest_items", { headers: { Authorization: "Bearer ..." } });
    expect(bad.status).toBe(401);
    const noKey = await fetch(`${supabaseUrl()}/rest/v1/rest_items`);
    expect(noKey.status).toBe(401);
    const weird = await rawFetch("/rest/v1/rest_items", { headers: { Authorization: "Basic Zm9vOmJhcg==" } });
    expect(weird.status).toBe(200);
  });
});

// A signed-in user writing straight to the REST API with their own access token, past every form:
// each bad value must be refused and leave their rows as they were.
describe("a user's own token, straight to the REST API", () => {
  const OUT_OF_RANGE = ["infinity", "-infinity", "10000-01-01", "5874897-12-31", "0044-03-15 BC", "1899-12-31", "2200-01-01"];
  const LATER = ["infinity", "10000-01-01", "2200-01-01"];
  const BAD_PRICES: unknown[] = [-0.01, -1, 1e10, 1e12, "NaN", "Infinity", "-Infinity", "1e400", "twelve"];
  const STRANGER = "00000000-0000-4000-8000-0000000000aa";
  const subscription = subscriptionRow();
  let user: TestUser;
  let api: SupabaseClient;
  let subscriptionId: number;
  let categoryId: number;
  let batchId: string;
  let tried = 0;

  type Answer = { error: { code: string; message: string; hint?: string | null } | null; status: number };

  /** Sends one hostile write and checks it was refused (with `code`, when given). */
  async function refused(label: string, request: PromiseLike<Answer>, code?: string): Promise<void> {
    tried += 1;
    const { error, status } = await request;
    expect(error, label).not.toBeNull();
    expect(status, label).toBeGreaterThanOrEqual(400);
    if (code) expect(error?.code, `${label}: ${error?.message}`).toBe(code);
  }

  async function snapshot(): Promise<Record<string, unknown>> {
    const tables = ["subscriptions", "subscription_categories", "subscription_price_changes", "subscription_pauses",
      "subscription_reminders", "reminder_settings", "import_batches", "import_batch_items", "calendar_feeds"];
    const entries = await Promise.all(
      tables.map(async (table) => [table, (await db.from(table).select("*").eq("user_id", user.id).throwOnError()).data] as const),
    );
    return Object.fromEntries(entries);
  }

  beforeAll(async () => {
    user = await createTestUser("abuse");
    api = user.client;
    subscriptionId = (await api.from("subscriptions").insert(subscription).select("id").single().throwOnError()).data.id;
    categoryId = (await api.from("subscription_categories").insert({ name: "Video" }).select("id").single().throwOnError()).data.id;
    batchId = (await api.from("import_batches").insert({ source: "csv" }).select("id").single().throwOnError()).data.id;
    await api.from("subscription_reminders").insert({ subscription_id: subscriptionId }).throwOnError();
    await api.from("calendar_feeds").insert({ token_hash: "a".repeat(64) }).throwOnError();
  });

  afterAll(async () => {
    console.log(`abuse suite: ${tried} hostile inputs tried, each refused`);
    if (user) await db.auth.admin.deleteUser(user.id);
  });

  it("refuses out-of-range and special dates in every date column, on insert and on update", async () => {
    const before = await snapshot();
    const subscriptions = () => api.from("subscriptions");
    for (const date of OUT_OF_RANGE) {
      await refused(`start_date ${date}`, subscriptions().insert({ ...subscription, start_date: date, end_date: date }), "23514");
      await refused(`paused_on ${date}`, subscriptions().insert({ ...subscription, status: "paused", paused_on: date }));
      await refused(`cancelled_on ${date}`, subscriptions().insert({ ...subscription, status: "cancelled", cancelled_on: date }));
      await refused(`update start_date ${date}`, subscriptions().update({ start_date: date, end_date: date }).eq("id", subscriptionId));
      await refused(
        `price change ${date}`,
        api.from("subscription_price_changes").insert({ subscription_id: subscriptionId, old_price: 1, new_price: 2, effective_date: date }),
      );
      await refused(
        `pause from ${date}`,
        api.from("subscription_pauses").insert({ subscription_id: subscriptionId, paused_on: date, resumed_on: "2199-12-31" }),
      );
      await refused(
        `pause until ${date}`,
        api.from("subscription_pauses").insert({ subscription_id: subscriptionId, paused_on: "1900-01-01", resumed_on: date }),
      );
      await refused(
        `rpc update_subscription ${date}`,
        api.rpc("update_subscription", { ...subscription, subscription_id: subscriptionId, icon_url: null, auto_renew: false, category_id: null, new_price: 1, effective_date: date }),
      );
    }
    for (const date of LATER) {
      await refused(`end_date ${date}`, subscriptions().insert({ ...subscription, end_date: date }), "23514");
      await refused(`trial_ends_on ${date}`, subscriptions().insert({ ...subscription, status: "trial", trial_ends_on: date }), "23514");
      await refused(`update end_date ${date}`, subscriptions().update({ end_date: date }).eq("id", subscriptionId), "23514");
    }
    await refused("import batch undone in the year infinity", api.from("import_batches").update({ undone_at: "infinity" }).eq("id", batchId));
    await refused("calendar link created at infinity", api.from("calendar_feeds").update({ created_at: "-infinity" }).eq("user_id", user.id));
    expect(await snapshot()).toEqual(before);
  });

  it("refuses very long texts in every text column", async () => {
    const before = await snapshot();
    const long = (length: number) => "x".repeat(length);
    const url = (length: number) => `https://example.com/${long(length - 20)}`;
    const texts: [string, Record<string, unknown>][] = [
      ["name", { name: long(201) }],
      ["brand", { brand: long(201) }],
      ["notes", { notes: long(2001) }],
      ["payment_method", { payment_method: long(101) }],
      ["website_url", { website_url: url(2049) }],
      ["icon_url", { icon_url: url(2049) }],
      ["notes of 100,000 characters", { notes: long(100_000) }],
    ];
    for (const [label, values] of texts) {
      await refused(`subscription ${label}`, api.from("subscriptions").insert({ ...subscription, ...values }), "23514");
      await refused(`update ${label}`, api.from("subscriptions").update(values).eq("id", subscriptionId), "23514");
    }
    await refused("category name", api.from("subscription_categories").insert({ name: long(101) }), "23514");
    await refused("category description", api.from("subscription_categories").update({ description: long(501) }).eq("id", categoryId), "23514");
    await refused("file name", api.from("import_batches").insert({ source: "csv", file_name: long(256) }), "23514");
    await refused("time zone", api.from("reminder_settings").update({ time_zone: `Europe/${long(60)}` }).eq("user_id", user.id), "23514");
    // Refused before its size counts: import items are the import functions' to write.
    await refused(
      "import item of 70 KB",
      api.from("import_batch_items").insert({ batch_id: batchId, kind: "updated", subscription_id: subscriptionId, previous: { notes: long(70_000) } }),
      "42501",
    );
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad prices, lists and other values outside a column's format", async () => {
    const before = await snapshot();
    for (const price of BAD_PRICES) {
      await refused(`price ${price}`, api.from("subscriptions").insert({ ...subscription, price }));
      await refused(`update price ${price}`, api.from("subscriptions").update({ price }).eq("id", subscriptionId));
      await refused(
        `price change to ${price}`,
        api.from("subscription_price_changes").insert({ subscription_id: subscriptionId, old_price: price, new_price: price, effective_date: "2026-06-01" }),
      );
    }
    const formats: [string, string, Record<string, unknown>][] = [
      ["subscriptions", "currency list", { currency: "USD,EUR" }],
      ["subscriptions", "lower-case currency", { currency: "usd" }],
      ["subscriptions", "cycle list", { cycle: "30days,1year" }],
      ["subscriptions", "cycle of 11 years", { cycle: "custom:years:11" }],
      ["subscriptions", "unknown status", { status: "deleted" }],
      ["subscriptions", "script URL", { website_url: "javascript:alert(1)" }],
      ["subscriptions", "URL list", { website_url: "https://a.example https://b.example" }],
      ["subscriptions", "protocol-relative icon", { icon_url: "//evil.example/a.svg" }],
      ["subscriptions", "icon path escape", { icon_url: "/brand-icons/../secret.svg" }],
      ["subscriptions", "untrimmed name", { name: " Netflix" }],
      ["subscriptions", "once that renews", { cycle: "once", auto_renew: true }],
      ["subscription_categories", "colour list", { color: "#000000,#FFFFFF" }],
      ["subscription_categories", "colour name", { color: "red" }],
      ["reminder_settings", "zone list", { time_zone: "UTC,Asia/Taipei" }],
      ["reminder_settings", "zone path", { time_zone: "../../etc/passwd" }],
      ["reminder_settings", "locale list", { locale: "en,es" }],
      ["reminder_settings", "hour 24", { send_hour: 24 }],
      ["reminder_settings", "lead time over a year", { lead_days: [400] }],
      ["reminder_settings", "eleven lead times", { lead_days: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
      ["subscription_reminders", "negative lead time", { lead_days: [-1] }],
      ["calendar_feeds", "a token instead of its hash", { token_hash: "not-a-hash" }],
      ["import_batches", "unknown source", { undone_at: null, source: "ftp" }],
    ];
    for (const [table, label, values] of formats) {
      const owner = table === "subscription_categories" ? ["id", categoryId] : table === "subscriptions" ? ["id", subscriptionId] : ["user_id", user.id];
      if (table === "subscriptions" || table === "subscription_categories") {
        await refused(`${label} on insert`, api.from(table).insert(table === "subscriptions" ? { ...subscription, ...values } : { name: "New", ...values }));
      }
      await refused(`${label} on update`, api.from(table).update(values).eq(owner[0] as string, owner[1]));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses changes to columns the app never writes: ids, owners and bookkeeping", async () => {
    const before = await snapshot();
    const writes: [string, string, Record<string, unknown>, string | number][] = [
      ["subscriptions", "id", { id: 1 }, subscriptionId],
      ["subscriptions", "id", { user_id: STRANGER }, subscriptionId],
      ["subscriptions", "id", { user_id: user.id }, subscriptionId],
      ["subscriptions", "id", { created_at: "2000-01-01" }, subscriptionId],
      ["subscriptions", "id", { updated_at: "infinity" }, subscriptionId],
      ["subscription_categories", "id", { id: 1 }, categoryId],
      ["subscription_categories", "id", { user_id: STRANGER }, categoryId],
      ["subscription_categories", "id", { created_at: "2000-01-01" }, categoryId],
      ["subscription_price_changes", "user_id", { new_price: 1 }, user.id],
      ["subscription_reminders", "user_id", { subscription_id: 1 }, user.id],
      ["subscription_reminders", "user_id", { user_id: STRANGER }, user.id],
      ["reminder_settings", "user_id", { user_id: STRANGER }, user.id],
      ["reminder_settings", "user_id", { created_at: "2000-01-01" }, user.id],
      ["import_batches", "id", { user_id: STRANGER }, batchId],
      ["import_batches", "id", { created_at: "2000-01-01" }, batchId],
      ["import_batches", "id", { source: "backup" }, batchId],
      ["calendar_feeds", "user_id", { user_id: STRANGER }, user.id],
    ];
    for (const [table, key, values, id] of writes) {
      // An identity column refuses with its own code (428C9) before any grant is checked.
      await refused(`${table} ${Object.keys(values)[0]}`, api.from(table).update(values).eq(key, id), "id" in values ? undefined : "42501");
    }
    const inserts: [string, Record<string, unknown>][] = [
      ["subscriptions", { ...subscription, created_at: "infinity" }],
      ["subscriptions", { ...subscription, updated_at: "2000-01-01" }],
      ["subscriptions", { ...subscription, id: 999_999 }],
      ["subscription_price_changes", { subscription_id: subscriptionId, old_price: 1, new_price: 2, effective_date: "2026-06-01", created_at: "infinity" }],
      ["subscription_pauses", { subscription_id: subscriptionId, paused_on: "2026-01-01", resumed_on: "2026-01-02", created_at: "infinity" }],
      ["subscription_categories", { name: "Stamped", created_at: "2000-01-01" }],
      ["import_batches", { source: "csv", created_at: "2000-01-01" }],
      ["import_batches", { source: "csv", undone_at: "2026-01-01" }],
    ];
    for (const [table, values] of inserts) {
      await refused(`${table} insert with ${Object.keys(values).at(-1)}`, api.from(table).insert(values));
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses rows over each quota, a bulk insert of 10,000 rows at once", async () => {
    const quota = async (label: string, request: PromiseLike<Answer>, hint: string) => {
      const started = Date.now();
      tried += 1;
      const { error } = await request;
      expect(error?.code, `${label}: ${error?.message}`).toBe("54000");
      expect(error?.hint, label).toBe(hint);
      expect(Date.now() - started, label).toBeLessThan(10_000);
    };
    const many = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
    const token = (await api.auth.getSession()).data.session?.access_token;
    // Bulk bodies go by plain fetch, each on a connection of its own, as a script would send them.
    const post = async (table: string, rows: unknown): Promise<Answer> => {
      const response = await rawFetch(`/rest/v1/${table}`, {
        method: "POST",
        body: JSON.stringify(rows),
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Connection: "close" },
      });
      return { status: response.status, error: response.ok ? null : await response.json() };
    };
    // As many as fit in the API's 1 MiB body: the quota, not the body size, refuses them.
    const bulk = many(8000, (i) => ({ name: `${i}`, brand: "B", price: 0, currency: "USD", start_date: "2026-01-01", end_date: "2026-01-01", cycle: "30days" }));
    expect(JSON.stringify(bulk).length).toBeLessThan(1024 * 1024);
    await quota("8,000 subscriptions in one request", post("subscriptions", bulk), "subscriptions");
    await quota("10,000 categories in one request", post("subscription_categories", many(10_000, (i) => ({ name: `C${i}` }))), "categories");
    const change = (i: number) => ({ subscription_id: subscriptionId, old_price: 1, new_price: 2, effective_date: `2026-01-${String((i % 28) + 1).padStart(2, "0")}` });
    await quota("10,000 price changes in one request", post("subscription_price_changes", many(10_000, change)), "price_changes");
    const pause = () => ({ subscription_id: subscriptionId, paused_on: "2026-01-01", resumed_on: "2026-01-02" });
    await quota("10,000 pauses in one request", post("subscription_pauses", many(10_000, pause)), "pauses");
    await quota("10,000 imports in one request", post("import_batches", many(10_000, () => ({ source: "csv" }))), "imports");
    // Import items are the import functions' to write: a client's own, however many, are refused.
    const items = await post("import_batch_items", many(10_001, () => ({ batch_id: batchId, kind: "created", subscription_id: subscriptionId })));
    tried += 1;
    expect(items.error?.code).toBe("42501");

    // Up to each limit is fine; one more is not. The user has one subscription, category and import already.
    expect((await post("subscriptions", bulk.slice(0, 1999))).status).toBe(201);
    await quota("subscription 2,001", api.from("subscriptions").insert(subscription), "subscriptions");
    expect((await post("subscription_categories", many(199, (i) => ({ name: `C${i}` })))).status).toBe(201);
    await quota("category 201", api.from("subscription_categories").insert({ name: "One more" }), "categories");
    expect((await post("subscription_price_changes", many(5000, change))).status).toBe(201);
    await quota("price change 5,001", api.from("subscription_price_changes").insert(change(0)), "price_changes");
    expect((await post("subscription_pauses", many(5000, pause))).status).toBe(201);
    await quota("pause 5,001", api.from("subscription_pauses").insert(pause()), "pauses");
    await api.from("import_batches").insert(many(49, () => ({ source: "csv" }))).throwOnError();
    await quota("import 51 in a day", api.from("import_batches").insert({ source: "csv" }), "imports");

    const counts = await Promise.all(
      ["subscriptions", "subscription_categories", "subscription_price_changes", "subscription_pauses", "import_batches", "import_batch_items"].map(
        async (table) => (await db.from(table).select("*", { count: "exact", head: true }).eq("user_id", user.id)).count,
      ),
    );
    expect(counts).toEqual([2000, 200, 5000, 5000, 50, 0]);
  }, 120_000);
});
