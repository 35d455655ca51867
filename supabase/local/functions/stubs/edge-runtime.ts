// Stands in for jsr:@supabase/functions-js/edge-runtime.d.ts, which only carries types and
// cannot be fetched offline.
export {};
