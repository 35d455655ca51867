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
 * A <form> for a react-hook-form form (see useZodForm), its fields reading it through context.
 * After a submit with errors it focuses the first invalid field once, with its message already on
 * screen: react-hook-form's own focusing runs before the messages render and again a moment later,
 * which could take the focus from a field the user has moved on to.
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

/** What a control inside FormField spreads on itself so its label, hint and error describe it. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true };

/** Translates a validation key (a bare key of the `validation` namespace, e.g. "required") with its values. */
export function useValidationMessage() {
  const t = useTranslations("validation");
  return (key: string | undefined, values?: Record<string, string | number>): string | undefined => {
    if (!key) return undefined;
    return t.has(key) ? t(key, values) : t("invalidValue");
  };
}

/** An inline error under a field or a form; `id` lets a control point at it with aria-describedby. */
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
 * A label, one control, an optional hint and the field's translated error, wired together with ids.
 * The control comes from `children`, which receives the props that connect it. A `required` field
 * has an asterisk after its label (a form with one says what it means: RequiredFieldsNote) and
 * tells assistive technology so.
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

/** "Fields marked * are required.", for a form whose fields use `required`. */
export function RequiredFieldsNote({ className }: { className?: string }) {
  const t = useTranslations("common");
  return (
    <p className={cn("text-xs text-muted-foreground", className)}>
      {t.rich("requiredFields", { mark: () => <RequiredMark /> })}
    </p>
  );
}

/**
 * The message about the whole form: an error from the server action (`root.server`), or a
 * validation message that speaks for every field at once ("Please fill out all fields.").
 */
export function FormError({ className }: { className?: string }) {
  const t = useTranslations();
  const message = useValidationMessage();
  const { errors } = useFormState();
  const error = formErrorKey(errors);
  if (!error) return null;
  return <FormMessage className={className}>{error.kind === "validation" ? message(error.key) : t(error.key)}</FormMessage>;
}

/**
 * The submit button, disabled with a spinner while the form submits. Offline it is disabled and
 * says why, so what the user typed stays in the form until the connection is back.
 */
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
