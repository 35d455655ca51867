import { getCurrentUser } from "@/lib/auth/queries";
import { redirectWithin } from "@/lib/auth/safe-redirect";
import { getOrCreateProfile } from "@/lib/profile/queries";
import { createClient } from "@/lib/supabase/server";
import { authErrorPath } from "@/lib/auth/errors";

/**
 * Pages cannot clear cookies, so they redirect here to sign out a soft-deleted account. It signs
 * out only when the account really is closed, so a link to it cannot log anyone else out.
 */
export async function GET() {
  const supabase = await createClient();
  const user = await getCurrentUser(supabase);
  if (user && (await getOrCreateProfile(supabase, user)).status === "deleted") {
    await supabase.auth.signOut({ scope: "local" });
    return redirectWithin(authErrorPath("account_deleted"));
  }
  return redirectWithin("/");
}
