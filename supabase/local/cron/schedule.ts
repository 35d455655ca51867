// pg_cron schedules: five cron fields (GMT, as pg_cron's default cron.timezone), an @macro, or
// '[1-59] seconds' (src/job_metadata.c ParseSchedule, src/entry.c).
import { Cron } from "croner";

export type Trigger =
  | { kind: "interval"; seconds: number }
  | { kind: "cron"; expression: string }
  | { kind: "reboot" };

const MACROS: Record<string, string> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
};

/** The trigger for `schedule`, or null for one pg_cron would log as invalid and never run. */
export function parseSchedule(schedule: string): Trigger | null {
  const text = schedule.trim().toLowerCase();
  const seconds = /^(\d+)\s+seconds?$/.exec(text);
  if (seconds) {
    const value = Number(seconds[1]);
    return value >= 1 && value <= 59 ? { kind: "interval", seconds: value } : null;
  }
  if (text === "@reboot") return { kind: "reboot" };
  const fields = (MACROS[text] ?? text).split(/\s+/);
  if (fields.length !== 5) return null;
  // pg_cron writes the last day of the month as `$`; croner as `L`.
  fields[2] = fields[2].replace(/\$/g, "L");
  const expression = fields.join(" ");
  try {
    new Cron(expression, { paused: true, timezone: "Etc/UTC" }).stop();
  } catch {
    return null;
  }
  return { kind: "cron", expression };
}
