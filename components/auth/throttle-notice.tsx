"use client";

import { useTranslations } from "next-intl";
import { FormMessage } from "@/components/form/form";
import { throttleMessage } from "@/lib/auth/throttled";

export function ThrottleNotice({ retryAfterSeconds }: { retryAfterSeconds: number | null }) {
  const t = useTranslations("auth.throttle");
  if (retryAfterSeconds === null) return null;
  const { key, values } = throttleMessage(retryAfterSeconds);
  return <FormMessage>{t(key, values)}</FormMessage>;
}
