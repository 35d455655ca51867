export type UpstreamResult =
  | { kind: "response"; status: number; headers: Headers; text: string }
  | { kind: "timeout" }
  | { kind: "unreachable"; message: string };

/** Fetches and reads the whole body under one deadline, so a stalled upstream can never hang a request. */
export async function fetchUpstream(
  url: string,
  timeoutMs: number,
  init: RequestInit = {},
): Promise<UpstreamResult> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    return { kind: "response", status: response.status, headers: response.headers, text };
  } catch (error) {
    if (signal.aborted) return { kind: "timeout" };
    return { kind: "unreachable", message: error instanceof Error ? error.message : String(error) };
  }
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
