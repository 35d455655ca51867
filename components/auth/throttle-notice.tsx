"use client";

import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/form/form";
import { throttleMessage } from "@/lib/auth/throttled";

/** "Too many attempts. Try again in …": shown instead of the form error while the user must wait. */
export function ThrottleNotice({ retryAfterSeconds }: { retryAfterSeconds: number | null }) {
  const t = useTranslations("auth.throttle");
  if (retryAfterSeconds === null) return null;
  const { key, values } = throttleMessage(retryAfterSeconds);
  return <FormMessage>{t(key, values)}</FormMessage>;
}
