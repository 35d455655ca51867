"use client";

import { useLayoutEffect, useRef } from "react";
import type { FieldValues, FormState } from "react-hook-form";

/**
 * After a submit with errors, focuses the form's first invalid field once, with its message already
 * on screen. For forms with `shouldFocusError: false`: react-hook-form's own focusing runs before
 * the messages render and again a moment later, taking the focus from a field the user has moved to.
 */
export function useFocusFirstInvalidField({
  submitCount,
  isSubmitSuccessful,
}: Pick<FormState<FieldValues>, "submitCount" | "isSubmitSuccessful">) {
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [submitCount, isSubmitSuccessful]);
  return formRef;
}
