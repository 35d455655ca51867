import { validationFailed } from "./errors";

const UNIT_SECONDS: Record<string, number> = { ns: 1e-9, us: 1e-6, "µs": 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/** Go's time.ParseDuration subset GoTrue accepts for ban_duration; "none" lifts a ban (null). */
export function parseBanDuration(value: string): number | null {
  if (value === "none") return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== value) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  }
  return parts.reduce((total, part) => total + Number(part[1]) * UNIT_SECONDS[part[2]], 0);
}
