"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { SubscriptionReminderOverride } from "@/lib/reminders/schedule/types";

export type ReminderDefaults = {
  /** The user's default lead times, most distant first. */
  leadDays: number[];
  overrides: SubscriptionReminderOverride[];
};

const ReminderDefaultsContext = createContext<ReminderDefaults | null>(null);

export function ReminderDefaultsProvider({ value, children }: { value: ReminderDefaults | null; children: ReactNode }) {
  return <ReminderDefaultsContext value={value}>{children}</ReminderDefaultsContext>;
}

export function useReminderDefaults(): ReminderDefaults | null {
  return useContext(ReminderDefaultsContext);
}
