// The Prefer header. supabase-js appends each preference, so one header carries a
// comma-separated list: `count=exact, return=representation`.

export type Resolution = "merge-duplicates" | "ignore-duplicates";

export type Preferences = {
  returnValue: "representation" | "minimal" | "headers-only" | null;
  returnRepresentation: boolean;
  count: "exact" | "planned" | "estimated" | null;
  countExact: boolean;
  missingDefault: boolean;
  resolution: Resolution | null;
};

export type PlanKind = "read" | "insert" | "update" | "delete" | "call";

export function parsePrefer(header: string | null): Preferences {
  const values = new Map<string, string>();
  for (const part of (header ?? "").split(",")) {
    const [key, value = ""] = part.trim().split("=").map((s) => s.trim());
    if (key) values.set(key, value);
  }
  const returnRaw = values.get("return") ?? "";
  const returnValue = returnRaw === "representation" || returnRaw === "minimal" || returnRaw === "headers-only" ? returnRaw : null;
  const countRaw = values.get("count") ?? "";
  const count = countRaw === "exact" || countRaw === "planned" || countRaw === "estimated" ? countRaw : null;
  const resolutionRaw = values.get("resolution") ?? "";
  const resolution = resolutionRaw === "merge-duplicates" || resolutionRaw === "ignore-duplicates" ? resolutionRaw : null;
  return {
    returnValue,
    returnRepresentation: returnValue === "representation",
    count,
    countExact: count !== null,
    missingDefault: values.get("missing") === "default",
    resolution,
  };
}

/**
 * The Preference-Applied header (PostgREST's responsePreferences): resolution only on inserts into
 * a table with a conflict target, missing on inserts and updates, return on mutations, count always.
 */
export function appliedPreferences(prefer: Preferences, kind: PlanKind, hasConflictTarget: boolean): string | null {
  const mutation = kind === "insert" || kind === "update" || kind === "delete";
  const applied = [
    kind === "insert" && hasConflictTarget && prefer.resolution ? `resolution=${prefer.resolution}` : null,
    (kind === "insert" || kind === "update") && prefer.missingDefault ? "missing=default" : null,
    mutation && prefer.returnValue ? `return=${prefer.returnValue}` : null,
    prefer.count ? `count=${prefer.count}` : null,
  ].filter((value): value is string => value !== null);
  return applied.length > 0 ? applied.join(", ") : null;
}
