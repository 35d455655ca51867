"use client";

import { Info, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { savePushSubscriptionAction, sendTestPushAction, turnOffPushAction } from "@/lib/push/actions";
import { applicationServerKey, browserSupportsPush, currentSubscription, workerRegistration, type PushSupport } from "@/lib/push/browser";
import type { PushDevice } from "@/lib/push/queries";
import type { PushSubscriptionJson } from "@/lib/push/schema";
import { FormStatusAlert, type FormStatus } from "./form-status";
import { PushDevices } from "./push-devices";

const unchanging = () => () => {};
// The service worker is registered in production builds only (components/offline/service-worker.tsx).
const WORKER_RUNS = process.env.NODE_ENV === "production";
const clientSupport = (): PushSupport => (browserSupportsPush() ? "supported" : "unsupported");

const messageKey = (formError: string | undefined, fallback: string) =>
  formError?.startsWith("settings.notifications.push.") ? formError.slice("settings.notifications.push.".length) : fallback;

/** The browser asks for permission only after the switch is turned on. */
export function PushSection({ devices, vapidKey }: { devices: PushDevice[]; vapidKey: string | null }) {
  const t = useTranslations("settings.notifications.push");
  const id = useId();
  const support = useSyncExternalStore(unchanging, clientSupport, (): PushSupport => "checking");
  // Null until asked here: what the browser says.
  const [asked, setPermission] = useState<NotificationPermission | null>(null);
  const permission = asked ?? (support === "supported" ? Notification.permission : "default");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<FormStatus>(null);
  const on = endpoint !== null && devices.some((device) => device.endpoint === endpoint);

  useEffect(() => {
    if (support !== "supported") return;
    void currentSubscription()
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
  }, [support]);

  async function turnOn(key: string) {
    const granted = await Notification.requestPermission();
    setPermission(granted);
    if (granted !== "granted") {
      if (granted === "default") setStatus({ kind: "error", message: t("dismissed") });
      return;
    }
    const registration = await workerRegistration();
    if (!registration) throw new Error("no service worker");
    // A fresh subscription: one left in this browser may belong to another account's device.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) });
    const result = await savePushSubscriptionAction(subscription.toJSON() as PushSubscriptionJson).catch(() => null);
    if (!result?.ok) {
      await subscription.unsubscribe().catch(() => false);
      // An endpoint refused by the schema is a push service this site does not send to.
      const fallback = result && !result.ok && result.fieldErrors?.endpoint ? "unknownService" : "failed";
      setStatus({ kind: "error", message: t(messageKey(result?.formError, fallback)) });
      return;
    }
    setEndpoint(subscription.endpoint);
    setStatus({ kind: "success", message: t("turnedOn") });
  }

  async function turnOff() {
    const subscription = await currentSubscription();
    const target = subscription?.endpoint ?? endpoint;
    if (target) {
      const result = await turnOffPushAction({ endpoint: target }).catch(() => null);
      if (!result?.ok) {
        setStatus({ kind: "error", message: t("offFailed") });
        return;
      }
    }
    await subscription?.unsubscribe().catch(() => false);
    setEndpoint(null);
    setStatus({ kind: "success", message: t("turnedOff") });
  }

  async function toggle(checked: boolean) {
    if (!vapidKey) return;
    setBusy(true);
    setStatus(null);
    try {
      await (checked ? turnOn(vapidKey) : turnOff());
    } catch {
      setStatus({ kind: "error", message: t(checked ? "failed" : "offFailed") });
    } finally {
      setBusy(false);
    }
  }

  async function sendTest() {
    if (!endpoint) return;
    setBusy(true);
    setStatus(null);
    const result = await sendTestPushAction({ endpoint }).catch(() => null);
    setBusy(false);
    setStatus(result?.ok ? { kind: "success", message: t("testSent") } : { kind: "error", message: t(messageKey(result?.formError, "testFailed")) });
  }

  const blocked = support === "unsupported" || !vapidKey || !WORKER_RUNS || (permission === "denied" && !on);

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="flex items-start justify-between gap-4 rounded-lg border px-4 py-3">
        <div className="grid gap-1">
          <Label id={`${id}-title`} htmlFor={id}>
            {t("title")}
          </Label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t("hint")}
          </p>
        </div>
        <div className="flex items-center gap-2">
          {busy ? (
            <span role="status" className="flex items-center">
              <Spinner />
              <span className="sr-only">{t("working")}</span>
            </span>
          ) : null}
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={on}
            disabled={busy || support === "checking" || blocked}
            onCheckedChange={(checked) => void toggle(checked)}
            className="mt-0.5"
          />
        </div>
      </div>
      {/* What this browser or server cannot do is a fact to state, not an error to announce. */}
      {support === "unsupported" ? <PushNote>{t("unsupported")}</PushNote> : null}
      {support === "supported" && !vapidKey ? <PushNote>{t("unavailable")}</PushNote> : null}
      {support === "supported" && vapidKey && !WORKER_RUNS ? <PushNote>{t("development")}</PushNote> : null}
      {support === "supported" && permission === "denied" ? <FormStatusAlert status={{ kind: "error", message: t("denied") }} /> : null}
      <FormStatusAlert status={status} />
      <PushNote>{t("ios")}</PushNote>
      {on ? (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => void sendTest()} disabled={busy}>
            <Send aria-hidden="true" />
            {busy ? t("testing") : t("test")}
          </Button>
        </div>
      ) : null}
      <PushDevices devices={devices} thisEndpoint={endpoint} onRemovedThis={() => setEndpoint(null)} />
    </section>
  );
}

function PushNote({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 text-xs text-muted-foreground">
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
