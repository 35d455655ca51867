// Runs inside Deno: installs the EdgeRuntime global the Supabase edge runtime provides, then loads
// the function, whose Deno.serve listens on DENO_SERVE_ADDRESS.
type DenoGlobal = { args: string[] };

const edgeRuntime = {
  waitUntil(promise: Promise<unknown>): void {
    promise.catch((error: unknown) => console.error("EdgeRuntime.waitUntil:", error));
  },
};
Object.defineProperty(globalThis, "EdgeRuntime", { value: edgeRuntime, writable: false });

const { Deno } = globalThis as unknown as { Deno: DenoGlobal };
await import(Deno.args[0]);
export {};
