"use client";

import { Trash2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { removePushDeviceAction } from "@/lib/push/actions";
import { currentSubscription } from "@/lib/push/browser";
import type { PushDevice } from "@/lib/push/queries";

export function PushDevices({
  devices,
  thisEndpoint,
  onRemovedThis,
}: {
  devices: PushDevice[];
  thisEndpoint: string | null;
  onRemovedThis: () => void;
}) {
  const t = useTranslations("settings.notifications.push");
  const format = useFormatter();
  const failed = useFailureToast();
  const [removing, setRemoving] = useState<string | null>(null);
  if (devices.length === 0) return null;

  async function remove(device: PushDevice) {
    setRemoving(device.id);
    const result = await removePushDeviceAction({ id: device.id }).catch(() => null);
    setRemoving(null);
    if (!result?.ok) return failed("settings.notifications.push.removeFailed", result?.formError ?? "common.tryAgain");
    if (device.endpoint === thisEndpoint) {
      await (await currentSubscription().catch(() => null))?.unsubscribe().catch(() => false);
      onRemovedThis();
    }
    toast.success(t("removed"));
  }

  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: "medium" });

  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{t("devicesTitle")}</h4>
      <ul className="grid gap-2">
        {devices.map((device) => {
          const name = device.label ?? t("unknownDevice");
          return (
            <li key={device.id} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
              <div className="grid gap-0.5">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {name}
                  {device.endpoint === thisEndpoint ? <Badge variant="secondary">{t("thisDevice")}</Badge> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {device.failingSince ? t("failing", { date: date(device.failingSince) }) : t("addedOn", { date: date(device.createdAt) })}
                </span>
              </div>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("remove", { device: name })}
                disabled={removing !== null}
                onClick={() => void remove(device)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
