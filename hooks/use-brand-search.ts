"use client";

import { useEffect, useMemo, useState } from "react";
import {
  createBrandSearch,
  type BrandSearchInvoke,
  type BrandSearchState,
} from "@/components/subscriptions/brand-search-client";
import { createClient } from "@/lib/supabase/client";

const invokeBrandSearch: BrandSearchInvoke = (query, signal) =>
  createClient().functions.invoke("brand-search", { body: { query }, signal });

/** Brand suggestions for the text the user types; `search` on every keystroke, `reset` with the form. */
export function useBrandSearch(invoke: BrandSearchInvoke = invokeBrandSearch) {
  const [state, setState] = useState<BrandSearchState>({ status: "idle" });
  const search = useMemo(() => createBrandSearch(invoke, setState), [invoke]);
  useEffect(() => search.dispose, [search]);
  return { state, search: search.search, reset: search.reset };
}
