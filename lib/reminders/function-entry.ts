// What the send-reminders Edge Function runs, bundled into one dependency-free module
// (`npm run functions:bundle`), so the function plans and writes exactly what the app would.
export { dispatchReminders, sendTestDigest } from "./dispatch";
export type {
  ClaimResult,
  DigestClaim,
  DigestOutcome,
  DispatchIo,
  DispatchOptions,
  DispatchReport,
  OutgoingEmail,
  SendResult,
  TestClaim,
  TestReport,
} from "./dispatch";
export type { BatchRow } from "./batch";
