import "server-only";
import { cache } from "react";
import { createClient } from "@/lib/supabase/server";
import { requireUser, type CurrentUser } from "./queries";

/** requireUser once per request, shared by the signed-in layout and its page. */
export const getSignedInUser = cache(async (): Promise<CurrentUser> => requireUser(await createClient()));
