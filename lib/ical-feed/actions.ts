"use server";

import { z } from "@/lib/zod";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok } from "@/lib/actions/result";
import { siteUrl } from "@/lib/env";
import { randomUrlToken, sha256Hex } from "@/lib/url-token";
import { feedLinks, type FeedLinks } from "./urls";

const noInput = z.object({});

/**
 * Creates the user's calendar link, or replaces it: the old token's hash is overwritten, so its URL
 * stops working with this write. The token itself is returned once and never stored.
 */
export const createCalendarFeedAction = userAction(noInput, async (_input, { supabase }) => {
  const token = randomUrlToken();
  const { data, error } = await supabase
    .from("calendar_feeds")
    // user_id comes from the session's default: users may not update it, and an upsert updates what it sends.
    .upsert({ token_hash: await sha256Hex(token), created_at: new Date().toISOString() }, { onConflict: "user_id" })
    .select("created_at")
    .single();
  if (error || !data) return fail("settings.calendar.failed");
  revalidateSignedInPages();
  return ok<FeedLinks & { createdAt: string }>({ ...feedLinks(siteUrl(), token), createdAt: data.created_at });
});

export const turnOffCalendarFeedAction = userAction(noInput, async (_input, { supabase, userId }) => {
  const { error } = await supabase.from("calendar_feeds").delete().eq("user_id", userId);
  if (error) return fail("settings.calendar.failed");
  revalidateSignedInPages();
  return ok(null);
});
