/**
 * The browser client, for actions a page rarely takes (signing out, closing the account):
 * supabase-js (about 65 KB gzip) is fetched when the action runs, not with the page.
 */
export async function loadClient() {
  const { createClient } = await import("./client");
  return createClient();
}
