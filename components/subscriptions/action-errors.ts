import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/actions/result";

/** Puts the server's field errors under their fields; returns the form-level error key, if any. */
export function applyActionErrors<T extends FieldValues>(
  result: Extract<ActionResult<unknown>, { ok: false }>,
  setError: UseFormSetError<T>,
): string | undefined {
  let focused = false;
  for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
    if (field === "_form") continue;
    setError(field as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: !focused });
    focused = true;
  }
  return result.formError;
}
