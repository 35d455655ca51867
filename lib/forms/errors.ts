import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/actions/result";

/**
 * Validation keys that speak for the whole form rather than one field: their fields are marked
 * invalid, and the message shows once, at the form level.
 */
const FORM_LEVEL_KEYS = new Set(["fillAll"]);

/** Whether a field is invalid, and the validation key to show under it (none for form-level keys). */
export function fieldErrorKey(errors: FieldErrors, name: string): { invalid: boolean; shown?: string } {
  const error: FieldError | undefined = get(errors, name);
  const message = error?.message;
  if (typeof message !== "string") return { invalid: Boolean(error) };
  return { invalid: true, shown: FORM_LEVEL_KEYS.has(message) ? undefined : message };
}

export type FormErrorKey = { kind: "validation" | "message"; key: string };

/** The form's own error: the server action's (a full message key), else a form-level validation key. */
export function formErrorKey(errors: FieldErrors): FormErrorKey | null {
  const server = errors.root?.server?.message;
  if (typeof server === "string") return { kind: "message", key: server };
  for (const error of Object.values(errors)) {
    const message: unknown = error?.message;
    if (typeof message === "string" && FORM_LEVEL_KEYS.has(message)) return { kind: "validation", key: message };
  }
  return null;
}

/**
 * Puts a failed action's field errors under the form's fields and its form error on `root.server`
 * (<FormError> shows it; toasts and alerts use the returned key). Returns the message key for the form as a whole: the action's form error,
 * else `fallback` when the action did not answer or named a field this form does not have; null
 * when every problem now shows under its own field.
 */
export function applyActionResult<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  result: ActionResult<unknown> | null,
  fallback: string,
): string | null {
  if (result?.ok) return null;
  let formError = result ? (result.formError ?? null) : fallback;
  for (const [field, keys] of Object.entries(result?.fieldErrors ?? {})) {
    if (get(form.getValues(), field) === undefined) formError ??= fallback;
    else form.setError(field as Path<T>, { type: "server", message: keys[0] });
  }
  if (formError) form.setError("root.server", { type: "server", message: formError });
  return formError;
}
