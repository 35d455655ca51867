import "server-only";
import type { z } from "zod";
import { createClient, type ServerClient } from "@/lib/supabase/server";
import { fail, invalid, type ActionResult } from "./result";

type Context = { supabase: ServerClient };
type UserContext = Context & { userId: string };

export function publicAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, context: Context) => Promise<ActionResult<T>>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    return handler(parsed.data, { supabase: await createClient() });
  };
}

// Server actions are public endpoints: parse the input again, and take the user from verified claims.
export function userAction<S extends z.ZodType, T>(
  schema: S,
  handler: (input: z.output<S>, context: UserContext) => Promise<ActionResult<T>>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return invalid(parsed.error);
    const supabase = await createClient();
    const { data, error } = await supabase.auth.getClaims();
    const userId = data?.claims.sub;
    if (error || typeof userId !== "string") return fail("common.notAuthenticated");
    return handler(parsed.data, { supabase, userId });
  };
}
