import "server-only";
import { createHash } from "node:crypto";
import type { DashboardData } from "./load-dashboard";

export function dashboardVersion(data: DashboardData, locale: string): string {
  return createHash("sha256").update(locale).update(JSON.stringify(data)).digest("base64url").slice(0, 22);
}
