import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === "string") entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** The ICU argument names of a message (`{name}`, `{count, plural, …}`), nested branches included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(message[i] ?? "")) i++;
  };
  // Reads message text up to an unmatched "}" (or the end), collecting arguments.
  const readMessage = () => {
    while (i < message.length && message[i] !== "}") {
      if (message[i] === "{") readArgument();
      else i++;
    }
  };
  const readArgument = () => {
    i++; // "{"
    skipSpace();
    const name = /^\w+/.exec(message.slice(i))?.[0] ?? "";
    names.add(name);
    i += name.length;
    skipSpace();
    if (message[i] === ",") {
      i++;
      skipSpace();
      const type = /^\w+/.exec(message.slice(i))?.[0] ?? "";
      i += type.length;
      skipSpace();
      if (message[i] === ",") i++;
      if (["plural", "select", "selectordinal"].includes(type)) {
        // Pairs of `selector {branch message}` until the argument's closing brace.
        for (skipSpace(); i < message.length && message[i] !== "}"; skipSpace()) {
          while (i < message.length && message[i] !== "{" && message[i] !== "}") i++;
          if (message[i] === "{") {
            i++;
            readMessage();
            i++; // "}"
          }
        }
      } else {
        while (i < message.length && message[i] !== "}") i++;
      }
    }
    i++; // "}"
  };
  readMessage();
  return [...names].sort();
}

const catalogues = { en: flatten(en), "zh-TW": flatten(zhTW), es: flatten(es) };

describe("message catalogues", () => {
  it("reads ICU arguments, including those inside plural branches", () => {
    expect(placeholders("Hi {name}, {count, plural, =0 {none} one {# item} other {# items for {owner}}}")).toEqual([
      "count",
      "name",
      "owner",
    ]);
    expect(placeholders("{count, plural, =0 {empty} other {#}}")).toEqual(["count"]);
  });

  it.each(["zh-TW", "es"] as const)("%s has exactly the English keys", (locale) => {
    const keys = [...catalogues[locale].keys()].sort();
    expect(keys).toEqual([...catalogues.en.keys()].sort());
  });

  it.each(["en", "zh-TW", "es"] as const)("%s has no empty message", (locale) => {
    const empty = [...catalogues[locale]].filter(([, value]) => value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(["zh-TW", "es"] as const)("%s uses the same placeholders as English", (locale) => {
    const mismatched = [...catalogues.en]
      .filter(([key, value]) => placeholders(value).join() !== placeholders(catalogues[locale].get(key) ?? "").join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("translations are not left in English", () => {
    // Brand names and a few shared words may match; whole sentences must not.
    const untranslated = [...catalogues.en]
      .filter(([key, value]) => value.split(" ").length > 3 && catalogues["zh-TW"].get(key) === value)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
