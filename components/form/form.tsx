"use client";

import { CircleAlert, WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useLayoutEffect, useRef, type ComponentProps, type FormEventHandler, type ReactNode } from "react";
import { FormProvider, useFormContext, useFormState, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { fieldErrorKey, formErrorKey } from "@/lib/forms/errors";
import { cn } from "@/lib/utils";

/**
 * After a failed submit it focuses the first invalid field once, its message already shown:
 * react-hook-form's own focusing runs before messages render and again later, stealing focus.
 */
export function Form<T extends FieldValues, TOutput>({
  form,
  onSubmit,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit"> & {
  form: UseFormReturn<T, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const { isSubmitting, submitCount, isSubmitSuccessful } = form.formState;
  useLayoutEffect(() => {
    if (!isSubmitting && submitCount > 0 && !isSubmitSuccessful) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [isSubmitting, submitCount, isSubmitSuccessful]);

  return (
    <FormProvider {...form}>
      <form ref={ref} onSubmit={onSubmit} noValidate {...props} />
    </FormProvider>
  );
}

export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true };

export function useValidationMessage() {
  const t = useTranslations("validation");
  return (key: string | undefined, values?: Record<string, string | number>): string | undefined => {
    if (!key) return undefined;
    return t.has(key) ? t(key, values) : t("invalidValue");
  };
}

export function FormMessage({ id, className, children }: { id?: string; className?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn("flex items-center gap-1.5 text-sm text-destructive", className)}>
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * A `required` field marks its label with an asterisk (explained by RequiredFieldsNote) and tells
 * assistive technology so.
 */
export function FormField({
  name,
  label,
  hint,
  required = false,
  className,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = useValidationMessage();
  const error = fieldErrorKey(errors, name);
  const text = message(error.shown);
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const describedBy = [hint && !text ? hintId : null, text ? messageId : null].filter(Boolean).join(" ");

  return (
    <div className={cn("grid content-start gap-2", className)}>
      {required ? (
        // The mark stays outside the label, so the field's name is the label alone.
        <div className="flex items-center gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          <RequiredMark className="text-sm leading-none" />
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({
        id,
        "aria-invalid": error.invalid || undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required || undefined,
      })}
      {hint && !text ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={messageId}>{text}</FormMessage>
    </div>
  );
}

function RequiredMark({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("text-destructive", className)}>
      *
    </span>
  );
}

export function RequiredFieldsNote({ className }: { className?: string }) {
  const t = useTranslations("common");
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {t.rich("requiredFields", { mark: () => <RequiredMark /> })}
    </p>
  );
}

export function FormError({ className }: { className?: string }) {
  const t = useTranslations();
  const message = useValidationMessage();
  const { errors } = useFormState();
  const error = formErrorKey(errors);
  if (!error) return null;
  return <FormMessage className={className}>{error.kind === "validation" ? message(error.key) : t(error.key)}</FormMessage>;
}

/** Offline it is disabled and says why, so what was typed stays in the form. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  ...props
}: Omit<ComponentProps<typeof Button>, "type" | "children"> & { pending: boolean; label: string; pendingLabel: string }) {
  const t = useTranslations("common");
  const online = useOnline();
  if (!online && !pending) {
    return (
      <Button type="submit" {...props} disabled>
        <WifiOff aria-hidden="true" />
        {t("offlineSave")}
      </Button>
    );
  }
  return (
    <Button type="submit" {...props} disabled={pending || props.disabled}>
      {pending && <Spinner />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
