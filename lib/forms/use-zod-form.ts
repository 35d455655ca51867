"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form validated by the same zod schema its server action parses. The form
 * holds the schema's input (text as typed); submit handlers receive its output. Focusing the
 * first invalid field is left to <Form>.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver" | "shouldFocusError">,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema), shouldFocusError: false });
}
