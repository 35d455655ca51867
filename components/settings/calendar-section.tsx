"use client";

import { CalendarPlus, Copy, ExternalLink, Link2Off, RefreshCw } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { toast } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { createCalendarFeedAction, turnOffCalendarFeedAction } from "@/lib/ical-feed/actions";
import type { FeedLinks } from "@/lib/ical-feed/urls";

type Feed = { createdAt: string } | null;

/** Shown once (only its hash is kept); replacing or turning it off stops the old URL at once, so both ask first. */
export function CalendarSection({ feed: initialFeed }: { feed: Feed }) {
  const t = useTranslations("settings.calendar");
  const format = useFormatter();
  const failed = useFailureToast();
  const online = useOnline();
  const [feed, setFeed] = useState<Feed>(initialFeed);
  const [links, setLinks] = useState<FeedLinks | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<"regenerate" | "turnOff" | null>(null);

  async function create(replacing: boolean) {
    const result = await createCalendarFeedAction({}).catch(() => null);
    if (!result?.ok) return failed("settings.calendar.failed", result?.formError ?? "common.tryAgain");
    const { createdAt, ...created } = result.data;
    setFeed({ createdAt });
    setLinks(created);
    setConfirming(null);
    if (replacing) toast.success(t("regenerated"), { description: t("regeneratedDescription") });
    else toast.success(t("created"));
  }

  async function createFirst() {
    setCreating(true);
    await create(false);
    setCreating(false);
  }

  async function turnOff() {
    const result = await turnOffCalendarFeedAction({}).catch(() => null);
    if (!result?.ok) return failed("settings.calendar.failed", result?.formError ?? "common.tryAgain");
    setFeed(null);
    setLinks(null);
    setConfirming(null);
    toast.success(t("turnedOff"));
  }

  return (
    <div className="grid gap-4">
      {links ? (
        <FeedLinksPanel links={links} />
      ) : feed ? (
        <p className="text-sm text-muted-foreground">
          {t("on", { date: format.dateTime(new Date(feed.createdAt), { dateStyle: "medium" }) })}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("off")}</p>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {feed ? (
          <>
            <Button variant="outline" aria-haspopup="dialog" disabled={!online} onClick={() => setConfirming("regenerate")}>
              <RefreshCw aria-hidden="true" />
              {t("regenerate")}
            </Button>
            <Button variant="ghost" className="text-destructive hover:text-destructive" aria-haspopup="dialog" disabled={!online} onClick={() => setConfirming("turnOff")}>
              <Link2Off aria-hidden="true" />
              {t("turnOff")}
            </Button>
          </>
        ) : (
          <Button disabled={creating || !online} onClick={createFirst}>
            {creating ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
            {creating ? t("creating") : t("create")}
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">{t("refresh")}</p>

      <ConfirmDialog
        open={confirming === "regenerate"}
        onOpenChange={(open) => setConfirming(open ? "regenerate" : null)}
        title={t("confirmRegenerate.title")}
        description={t("confirmRegenerate.description")}
        confirmLabel={t("confirmRegenerate.confirm")}
        pendingLabel={t("confirmRegenerate.pending")}
        onConfirm={() => create(true)}
      />
      <ConfirmDialog
        open={confirming === "turnOff"}
        onOpenChange={(open) => setConfirming(open ? "turnOff" : null)}
        title={t("confirmTurnOff.title")}
        description={t("confirmTurnOff.description")}
        confirmLabel={t("confirmTurnOff.confirm")}
        pendingLabel={t("confirmTurnOff.pending")}
        onConfirm={turnOff}
      />
    </div>
  );
}

function FeedLinksPanel({ links }: { links: FeedLinks }) {
  const t = useTranslations("settings.calendar");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const outline = buttonVariants({ variant: "outline", className: "w-full sm:w-auto" });

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.url);
      toast.success(t("copied"));
    } catch {
      input.current?.select();
      toast.error(t("copyFailed"));
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("urlLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={input}
            id={id}
            value={links.url}
            readOnly
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            className="bg-background font-mono text-xs md:text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="secondary" onClick={copy}>
            <Copy aria-hidden="true" />
            {t("copy")}
          </Button>
        </div>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("urlHint")}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={links.google} target="_blank" rel="noopener noreferrer" className={outline}>
          <ExternalLink aria-hidden="true" />
          {t("google")}
        </a>
        <a href={links.webcal} className={outline} aria-describedby={`${id}-webcal`}>
          <CalendarPlus aria-hidden="true" />
          {t("webcal")}
        </a>
      </div>
      <p id={`${id}-webcal`} className="text-xs text-muted-foreground">
        {t("webcalHint")}
      </p>
    </div>
  );
}
