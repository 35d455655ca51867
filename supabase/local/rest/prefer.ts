// The Prefer header. supabase-js appends each preference, so one header carries a
// comma-separated list: `count=exact, return=representation`.

export type Preferences = {
  returnRepresentation: boolean;
  countExact: boolean;
  missingDefault: boolean;
  /** The preferences that were honoured, for the Preference-Applied header. */
  applied: string[];
};

export function parsePrefer(header: string | null): Preferences {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(",")) {
    const [key, value = ""] = part.trim().split("=").map((s) => s.trim());
    if (key) values.set(key, value);
  }
  const applied: string[] = [];
  const returnValue = values.get("return");
  if (returnValue === "representation" || returnValue === "minimal" || returnValue === "headers-only") {
    applied.push(`return=${returnValue}`);
  }
  const countExact = ["exact", "planned", "estimated"].includes(values.get("count") ?? "");
  if (countExact) applied.push(`count=${values.get("count")}`);
  const missingDefault = values.get("missing") === "default";
  if (missingDefault) applied.push("missing=default");
  return { returnRepresentation: returnValue === "representation", countExact, missingDefault, applied };
}
