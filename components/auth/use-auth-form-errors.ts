import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";

const FILL_ALL = "auth.validation.fillAll";

/**
 * The spec shows "Please fill out all fields." once for the form, while other problems belong
 * under their own field (authFieldProps). Messages are translation keys.
 */
export function fillAllError<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return Object.values(errors).some((error) => error?.message === FILL_ALL) ? FILL_ALL : undefined;
}

/**
 * Wires an auth field to its form: its own translated error (never fillAll, shown once for the
 * form) and aria-invalid state, plus react-hook-form's registration.
 */
export function authFieldProps<T extends FieldValues>(
  form: UseFormReturn<T>,
  t: (key: string) => string,
  name: Path<T>,
) {
  const message = form.formState.errors[name]?.message;
  return {
    error: typeof message === "string" && message !== FILL_ALL ? t(message) : undefined,
    invalid: Boolean(form.formState.errors[name]),
    ...form.register(name),
  };
}
