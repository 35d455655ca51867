import { get, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/actions/result";

const FORM_LEVEL_KEYS = new Set(["fillAll"]);

export function fieldErrorKey(errors: FieldErrors, name: string): { invalid: boolean; shown?: string } {
  const error: FieldError | undefined = get(errors, name);
  const message = error?.message;
  if (typeof message !== "string") return { invalid: Boolean(error) };
  return { invalid: true, shown: FORM_LEVEL_KEYS.has(message) ? undefined : message };
}

export type FormErrorKey = { kind: "validation" | "message"; key: string };

export function formErrorKey(errors: FieldErrors): FormErrorKey | null {
  const server = errors.root?.server?.message;
  if (typeof server === "string") return { kind: "message", key: server };
  for (const error of Object.values(errors)) {
    const message: unknown = error?.message;
    if (typeof message === "string" && FORM_LEVEL_KEYS.has(message)) return { kind: "validation", key: message };
  }
  return null;
}

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
