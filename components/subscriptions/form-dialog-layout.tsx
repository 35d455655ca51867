import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, SubmitButton } from "@/components/form/form";
import { useReportDirty } from "./discard-guard";

export function FormDialogLayout<T extends FieldValues, TOutput>({
  title,
  description,
  submitLabel,
  form,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  form: UseFormReturn<T, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useTranslations();
  const submitting = form.formState.isSubmitting;
  useReportDirty(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  return (
    <>
      <DialogHeader className="border-b px-6 pt-6 pb-4 pr-12">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <Form form={form} onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        <div className="flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            {t("common.cancel")}
          </Button>
          <SubmitButton pending={submitting} label={submitLabel} pendingLabel={t("subscriptionForm.saving")} />
        </div>
      </Form>
    </>
  );
}

export const FORM_DIALOG_CONTENT_CLASS = "flex max-h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:max-w-2xl";
