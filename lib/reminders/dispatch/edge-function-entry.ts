// What the send-reminders Edge Function runs, bundled into one dependency-free module
// (`npm run functions:bundle`), so the function plans and writes exactly what the app would.
export { dispatchReminders, type DispatchOptions, type DispatchReport } from "./dispatch-reminders";
export type {
  ClaimResult,
  DigestClaim,
  DigestFailure,
  DigestOutcome,
  DispatchIo,
  OutgoingEmail,
  OutgoingPush,
  PushDeviceResult,
  PushSendResult,
  SendResult,
  TestClaim,
} from "./dispatch-io";
export { sendTestDigest, sendTestPush, type TestReport } from "./send-test";
export type { BatchRow } from "./batch-row";
