import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver typed with the form's own values. The shared schemas preprocess their input (typed
 * `unknown`), so the inputs' plain strings are valid input but TypeScript cannot see it.
 */
export function formResolver<TValues extends FieldValues, TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
): Resolver<TValues, unknown, z.output<TSchema>> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
}
