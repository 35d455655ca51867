/** The statement reader's worker; the bundler finds and builds it from this exact expression. */
export function startStatementWorker(): Worker {
  return new Worker(new URL("./statement.worker.ts", import.meta.url), { type: "module", name: "statements" });
}
