import { useTranslations } from "next-intl";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

/** Header, a scrolling body, and Cancel and submit buttons that stay in view on short screens. */
export function FormDialogLayout({
  title,
  description,
  submitLabel,
  submitting,
  formRef,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  submitting: boolean;
  formRef?: React.Ref<HTMLFormElement>;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  const t = useTranslations();
  return (
    <>
      <DialogHeader className="border-b px-6 pt-6 pb-4 pr-12">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        <div className="flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting && <Spinner />}
            {submitting ? t("subscriptionForm.saving") : submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}

export const FORM_DIALOG_CONTENT_CLASS = "flex max-h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl";
