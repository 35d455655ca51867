"use client";

import { WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode, type RefObject } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs; the label itself when not given. */
  pendingLabel?: string;
  typedConfirmation?: { label: ReactNode; isConfirmed: (value: string) => boolean };
  /** The destructive action, given what was typed. The dialog stays busy until it settles; the caller closes it. */
  onConfirm: (typed: string) => Promise<void>;
  /** Where the focus goes back on close, for a dialog opened without a Radix trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  typedConfirmation,
  onConfirm,
  returnFocusTo,
}: ConfirmDialogProps) {
  const t = useTranslations("common");
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const online = useOnline();
  const confirmed = !typedConfirmation || typedConfirmation.isConfirmed(typed);

  function changeOpen(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) setTyped("");
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmed || pending || !online) return;
    setPending(true);
    try {
      await onConfirm(typed);
    } finally {
      setPending(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo) return;
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <form onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{title}</AlertDialogTitle>
            <AlertDialogDescription>{description}</AlertDialogDescription>
          </AlertDialogHeader>
          {typedConfirmation ? (
            <div className="grid gap-2">
              <Label htmlFor={inputId}>
                <span>{typedConfirmation.label}</span>
              </Label>
              <Input
                id={inputId}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                disabled={pending}
                className="font-mono"
              />
            </div>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {t("cancel")}
            </AlertDialogCancel>
            {online || pending ? (
              <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
                {pending && <Spinner />}
                {pending && pendingLabel ? pendingLabel : confirmLabel}
              </Button>
            ) : (
              <Button type="submit" variant="destructive" disabled>
                <WifiOff aria-hidden="true" />
                {t("offlineSave")}
              </Button>
            )}
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
