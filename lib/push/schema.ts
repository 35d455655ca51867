import { z } from "@/lib/zod";
import { isAllowedEndpoint, MAX_ENDPOINT_LENGTH } from "./endpoint";

const base64Url = (pattern: RegExp) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(/=+$/, "") : value),
    z.string({ error: "invalidValue" }).regex(pattern, { error: "invalidValue" }),
  );

export const endpointField = z
  .string({ error: "invalidValue" })
  .max(MAX_ENDPOINT_LENGTH, { error: "invalidValue" })
  // The shape only; the deployment's own policy (loopback or not) is checked by the action.
  .refine((value) => isAllowedEndpoint(value, { allowLoopback: true }), { error: "invalidValue" });

export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object({
    p256dh: base64Url(/^B[A-Za-z0-9_-]{86}$/),
    auth: base64Url(/^[A-Za-z0-9_-]{22}$/),
  }),
});

export const pushEndpointSchema = z.object({ endpoint: endpointField });

export const pushDeviceSchema = z.object({ id: z.uuid({ error: "invalidId" }) });

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;
export type PushSubscriptionJson = z.input<typeof pushSubscriptionSchema>;

export const pushRenewalSchema = z.object({ oldEndpoint: endpointField, subscription: pushSubscriptionSchema });
