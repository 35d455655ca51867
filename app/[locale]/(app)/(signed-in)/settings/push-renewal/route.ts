import { getCurrentUser } from "@/lib/auth/queries";
import { pushEndpointPolicy } from "@/lib/env";
import { readJsonBody } from "@/lib/http/read-json";
import { renewDevice } from "@/lib/push/devices";
import { isAllowedEndpoint } from "@/lib/push/endpoint";
import { pushRenewalSchema } from "@/lib/push/schema";
import { createClient } from "@/lib/supabase/server";

/** A subscription's JSON is under 3 KB (an endpoint of at most 2,048 characters and two keys). */
const MAX_BODY_BYTES = 8 * 1024;

const answer = (status: number, error?: string) => (error ? Response.json({ error }, { status }) : new Response(null, { status }));

/**
 * Where the service worker reports a replaced push subscription (public/sw.js), so reminders follow
 * the device. Cross-site pages cannot call it: the JSON body would need a CORS preflight this route
 * never answers, and a browser that names the request's origin must say "same-origin".
 */
export async function POST(request: Request) {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return answer(403, "forbidden");
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) return answer(415, "unsupportedMediaType");
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(body.reason === "tooLarge" ? 413 : 400, body.reason);
  const parsed = pushRenewalSchema.safeParse(body.value);
  if (!parsed.success || !isAllowedEndpoint(parsed.data.subscription.endpoint, pushEndpointPolicy())) return answer(400, "invalid");

  const supabase = await createClient();
  const user = await getCurrentUser(supabase);
  if (!user) return answer(401, "notAuthenticated");
  const renewed = await renewDevice(supabase, user.id, parsed.data.oldEndpoint, parsed.data.subscription);
  if (renewed === "saved") return answer(204);
  if (renewed === "unknown") return answer(404, "unknownDevice");
  return answer(renewed === "tooMany" ? 409 : 500, renewed);
}
