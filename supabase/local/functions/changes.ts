// The newest modification time under a function's folder and the shared folder, so an edited
// function is restarted on its next call, as `supabase functions serve` does.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export function latestChange(dirs: string[]): number {
  let latest = 0;
  const visit = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") visit(path);
      } else {
        latest = Math.max(latest, statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      }
    }
  };
  dirs.forEach(visit);
  return latest;
}
