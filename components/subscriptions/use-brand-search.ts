"use client";

import { useEffect, useState } from "react";
import {
  createBrandSearch,
  type BrandSearchInvoke,
  type BrandSearchState,
} from "@/lib/subscriptions/brand-search-client";
import { createClient } from "@/lib/supabase/client";

const invokeBrandSearch: BrandSearchInvoke = (query, signal) =>
  createClient().functions.invoke("brand-search", { body: { query }, signal });

export function useBrandSearch(invoke: BrandSearchInvoke = invokeBrandSearch) {
  const [state, setState] = useState<BrandSearchState>({ status: "idle" });
  // One controller for the component's lifetime: its timer and request must survive re-renders.
  const [controller] = useState(() => createBrandSearch(invoke, setState));
  useEffect(() => controller.dispose, [controller]);
  return { state, search: controller.search, reset: controller.reset };
}
