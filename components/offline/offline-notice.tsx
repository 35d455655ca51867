"use client";

import { WifiOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { toast } from "@/components/toast/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { cn } from "@/lib/utils";
import { useOnline } from "./use-online";

export function OfflineNotice({ className }: { className?: string }) {
  const t = useTranslations("offline");
  const router = useRouter();
  const online = useOnline();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    toast.success(t("backOnline"));
    router.refresh();
  }, [online, router, t]);

  if (online) return null;
  return (
    <Alert role="status" className={cn("border-warning/50 bg-warning/10", className)}>
      <WifiOff aria-hidden="true" className="text-warning" />
      <AlertTitle>{t("title")}</AlertTitle>
      <AlertDescription className="text-foreground/80">{t("description")}</AlertDescription>
    </Alert>
  );
}
