import type { FieldErrors, FieldValues } from "react-hook-form";

const FILL_ALL = "auth.validation.fillAll";

/**
 * The spec shows "Please fill out all fields." once for the form, while other problems belong
 * under their own field. Splits react-hook-form's errors accordingly (messages are keys).
 */
export function splitAuthErrors<T extends FieldValues>(errors: FieldErrors<T>) {
  const messages = Object.entries(errors).map(([field, error]) => [field, error?.message] as const);
  const fillAll = messages.some(([, message]) => message === FILL_ALL);
  const fields = Object.fromEntries(
    messages.filter(([, message]) => typeof message === "string" && message !== FILL_ALL),
  ) as Partial<Record<keyof T, string>>;
  return { formError: fillAll ? FILL_ALL : undefined, fields };
}
