// The bundle and its types are build output of `npm run functions:bundle` (gitignored). The types
// are imported as types only, so the function runs, and deploys, without them.
import type * as Reminders from "./reminders.bundle.d.ts";

export type {
  DispatchIo,
  DispatchReport,
  OutgoingEmail,
  OutgoingPush,
  PushSendResult,
  SendResult,
  TestClaim,
  TestReport,
} from "./reminders.bundle.d.ts";

export type Bundle = Pick<typeof Reminders, "dispatchReminders" | "sendTestDigest" | "sendTestPush">;

export const BUNDLE_MISSING =
  "send-reminders: reminders.bundle.js is missing or broken. Run `npm run functions:bundle` (npm run dev, supabase:start and npm test run it for you) and call the function again.";

export async function loadBundle(): Promise<Bundle> {
  try {
    return (await import("./reminders.bundle.js")) as Bundle;
  } catch (error) {
    console.error(BUNDLE_MISSING, error);
    throw new Error(BUNDLE_MISSING);
  }
}
