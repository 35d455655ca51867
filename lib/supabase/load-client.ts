// supabase-js (about 65 KB gzip) loads when a rare action runs, not with the page.
export async function loadClient() {
  const { createClient } = await import("./client");
  return createClient();
}
