export const BRAND_SEARCH_DEBOUNCE_MS = 500;
export const MAX_BRAND_SUGGESTIONS = 5;

export type BrandSuggestion = {
  id: string;
  brandId: string;
  name: string;
  domain: string;
  iconUrl: string | null;
  claimed: boolean;
  verified: boolean;
  query: string;
};

/** A translation key in the `brandSearch` namespace, or the service's own wording. */
export type BrandSearchMessage = { key: "noResults" | "forbidden" | "unauthorized" | "failed" } | { text: string };

export type BrandSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; suggestions: BrandSuggestion[] }
  | { status: "error"; query: string; message: BrandSearchMessage };

export type InvokeResult = { data: unknown; error: unknown };
export type BrandSearchInvoke = (query: string, signal: AbortSignal) => Promise<InvokeResult>;

type Timers = {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const defaultTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The function's `results`, first five, shaped as brand suggestions. */
export function toSuggestions(data: unknown, query: string): BrandSuggestion[] {
  const results = isRecord(data) && Array.isArray(data.results) ? data.results : [];
  return results
    .filter(isRecord)
    .flatMap((result) => {
      const name = text(result.name);
      const domain = text(result.domain) ?? "";
      const brandId = text(result.brandId) ?? domain;
      if (!name || !brandId) return [];
      return [
        {
          id: brandId,
          brandId,
          name,
          domain,
          iconUrl: text(result.icon),
          claimed: result.claimed === true,
          verified: result.verified === true,
          query,
        },
      ];
    })
    .slice(0, MAX_BRAND_SUGGESTIONS);
}

type ErrorContext = { status?: unknown; json?: () => Promise<unknown> };

async function errorBody(context: ErrorContext): Promise<Record<string, unknown>> {
  try {
    const body = await context.json?.();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

/** 403 and 401 show the service's detail or their own fallback; anything else is generic. */
export async function brandSearchErrorMessage(error: unknown): Promise<BrandSearchMessage> {
  const context = isRecord(error) && isRecord(error.context) ? (error.context as ErrorContext) : null;
  const status = context?.status;
  if (!context || (status !== 401 && status !== 403)) return { key: "failed" };
  const detail = text((await errorBody(context)).detail);
  if (detail) return { text: detail };
  return { key: status === 403 ? "forbidden" : "unauthorized" };
}

/**
 * Debounced, abortable brand search. Only non-empty trimmed text is searched; a change of text
 * aborts the request in flight, and text equal to the last searched text is not searched again.
 */
export function createBrandSearch(
  invoke: BrandSearchInvoke,
  onState: (state: BrandSearchState) => void,
  { debounceMs = BRAND_SEARCH_DEBOUNCE_MS, timers = defaultTimers }: { debounceMs?: number; timers?: Timers } = {},
) {
  let timer: unknown = null;
  let controller: AbortController | null = null;
  // The text last sent to the function, and what its search showed (loading while in flight).
  let lastQuery: string | null = null;
  let lastResult: BrandSearchState = { status: "idle" };

  const emit = (state: BrandSearchState) => {
    if (state.status !== "idle") lastResult = state;
    onState(state);
  };

  const cancel = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (controller) {
      controller.abort();
      controller = null;
      lastQuery = null;
    }
  };

  async function run(query: string) {
    timer = null;
    const current = new AbortController();
    controller = current;
    lastQuery = query;
    emit({ status: "loading", query });
    let result: InvokeResult;
    try {
      result = await invoke(query, current.signal);
    } catch (error) {
      result = { data: null, error };
    }
    if (result.error) {
      const message = current.signal.aborted ? null : await brandSearchErrorMessage(result.error);
      if (current.signal.aborted || !message) return;
      controller = null;
      // A failed search may succeed next time: let the same text be searched again.
      lastQuery = null;
      emit({ status: "error", query, message });
      return;
    }
    if (current.signal.aborted) return;
    controller = null;
    const suggestions = toSuggestions(result.data, query);
    if (suggestions.length === 0) emit({ status: "error", query, message: { key: "noResults" } });
    else emit({ status: "done", query, suggestions });
  }

  return {
    search(value: string) {
      const query = value.trim();
      if (timer !== null) timers.clear(timer);
      timer = null;
      if (query !== "" && query === lastQuery) {
        onState(lastResult);
        return;
      }
      cancel();
      if (query === "") {
        onState({ status: "idle" });
        return;
      }
      timer = timers.set(() => void run(query), debounceMs);
    },
    reset() {
      cancel();
      lastQuery = null;
      lastResult = { status: "idle" };
      onState(lastResult);
    },
    dispose: cancel,
  };
}
