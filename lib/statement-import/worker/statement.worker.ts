import { StatementSession } from "../read/session";
import { sha256Hex } from "../read/sha256";
import type { FromWorker, ToWorker, WorkerFile } from "./protocol";

// Reading and detection run here, off the page's thread: a 20 MB statement never freezes the dialog.
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: "message", listener: (event: MessageEvent<ToWorker>) => void): void;
};
const session = new StatementSession();

async function read(message: Extract<ToWorker, { type: "read" }>) {
  const total = message.files.reduce((sum, file) => sum + file.buffer.byteLength, 0);
  let done = 0;
  const outcomes = [];
  // Within a file, progress moves at its steps: hashed, decoded, read (rough shares of the time each takes).
  const progress = (file: WorkerFile, share: number) =>
    scope.postMessage({ type: "progress", request: message.request, done: done + Math.round(file.buffer.byteLength * share), total, file: file.name });
  for (const file of message.files) {
    progress(file, 0);
    const bytes = new Uint8Array(file.buffer);
    const sha256 = await sha256Hex(bytes);
    progress(file, 0.1);
    const options = { defaultCurrency: message.defaultCurrency, dateOrder: message.dateOrders[file.id], mapping: message.mappings[file.id] };
    outcomes.push(session.read({ id: file.id, name: file.name, bytes, sha256 }, options, () => progress(file, 0.4)));
    done += file.buffer.byteLength;
  }
  scope.postMessage({ type: "progress", request: message.request, done, total, file: null });
  scope.postMessage({ type: "read", request: message.request, outcomes });
}

scope.addEventListener("message", (event) => {
  const message = event.data;
  if (message.type === "forget") return session.forget(message.ids);
  const run = async () => {
    if (message.type === "read") return read(message);
    const { detection, coverage } = session.detect(message.ids, message.today);
    scope.postMessage({ type: "detected", request: message.request, detection, coverage });
  };
  run().catch(() => scope.postMessage({ type: "failed", request: message.request }));
});
