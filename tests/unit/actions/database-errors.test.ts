import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { QUOTAS, databaseRefusal, quotaMessageKey } from "@/lib/actions/database-errors";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const migration = ["20261128000000_data_rules.sql", "20261130000000_payments.sql", "20261201000000_statement_imports.sql"]
  .map((file) => readFileSync(path.join(process.cwd(), "supabase/migrations", file), "utf8"))
  .join("\n");

const message = (messages: object, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

const checkViolation = (constraint: string) => ({
  code: "23514",
  message: `new row for relation "subscriptions" violates check constraint "${constraint}"`,
});

describe("database refusals", () => {
  it("say each quota's limit, as the migration enforces it, in every language", () => {
    for (const [name, { limit, message: key }] of Object.entries(QUOTAS)) {
      expect(migration, name).toContain(`execute function public.enforce_quota('${name}', '${limit}'`);
      expect(quotaMessageKey({ code: "54000", hint: name })).toBe(key);
      expect(message(en, key), key).toContain(limit.toLocaleString("en-US"));
      expect(message(zhTW, key), key).toContain(limit.toLocaleString("en-US"));
      expect(message(es, key), key).toMatch(new RegExp(`\\b${String(limit).replace(/(\d)(?=(\d{3})+$)/g, "$1[  ]?")}\\b`));
    }
  });

  it("turn a quota into its message and a broken rule into the field it guards", () => {
    expect(databaseRefusal({ code: "54000", hint: "categories" })).toEqual({ ok: false, formError: "limits.categories" });
    expect(databaseRefusal(checkViolation("subscriptions_start_date_range_check"))).toEqual({
      ok: false,
      fieldErrors: { startDate: ["dateOutOfRange"] },
    });
    expect(databaseRefusal(checkViolation("subscription_categories_name_length_check"))).toEqual({
      ok: false,
      fieldErrors: { name: ["nameTooLong"] },
    });
    expect(databaseRefusal({ code: "22003", message: "numeric field overflow" })).toEqual({
      ok: false,
      fieldErrors: { price: ["priceTooHigh"] },
    });
  });

  it("leave anything else to the caller's own message", () => {
    expect(databaseRefusal(null)).toBeNull();
    expect(databaseRefusal({ code: "54000", hint: "toString" })).toBeNull();
    expect(databaseRefusal({ code: "54000", hint: null })).toBeNull();
    expect(databaseRefusal(checkViolation("some_other_check"))).toBeNull();
    expect(databaseRefusal({ code: "23514" })).toBeNull();
    expect(databaseRefusal({ code: "08006", message: "connection failure" })).toBeNull();
  });

  it("name only constraints that exist", () => {
    const source = readFileSync(path.join(process.cwd(), "lib/actions/database-errors.ts"), "utf8");
    const named = [...source.matchAll(/^\s+(\w+_check): \[/gm)].map((match) => match[1]);
    const folder = path.join(process.cwd(), "supabase/migrations");
    const migrations = readdirSync(folder)
      .map((name) => readFileSync(path.join(folder, name), "utf8"))
      .join("\n");
    expect(named.length).toBeGreaterThan(15);
    for (const constraint of named) expect(migrations, constraint).toContain(`constraint ${constraint}`);
  });
});
