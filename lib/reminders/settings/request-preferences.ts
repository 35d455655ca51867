import "server-only";
import { cache } from "react";
import { createClient } from "@/lib/supabase/server";
import { getReminderPreferences } from "./queries";
import type { ReminderPreferences } from "@/lib/reminders/schedule/types";

/** The reminder preferences, read once per request however many parts of the page ask. */
export const getRequestReminderPreferences = cache(
  async (userId: string): Promise<ReminderPreferences> => getReminderPreferences(await createClient(), userId),
);
