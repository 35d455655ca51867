import { z } from "@/lib/zod";
import { isAllowedEndpoint, MAX_ENDPOINT_LENGTH } from "./endpoint";

// What a browser's PushSubscription.toJSON() gives, as settings send it to the server. The server
// action parses it again: the keys are what the function encrypts with, and the endpoint is an
// address the server will call.

/** base64url without padding; some browsers pad, which changes nothing. */
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
    // An uncompressed P-256 point: 65 bytes, the first one 0x04.
    p256dh: base64Url(/^B[A-Za-z0-9_-]{86}$/),
    // The 16-byte authentication secret.
    auth: base64Url(/^[A-Za-z0-9_-]{22}$/),
  }),
});

/** This browser's device, named by its endpoint (turning push off here, a test notification). */
export const pushEndpointSchema = z.object({ endpoint: endpointField });

/** A device in the list, named by its row. */
export const pushDeviceSchema = z.object({ id: z.uuid({ error: "invalidId" }) });

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;
export type PushSubscriptionJson = z.input<typeof pushSubscriptionSchema>;

/** The service worker's report of a replaced subscription: the device's old address and its new subscription. */
export const pushRenewalSchema = z.object({ oldEndpoint: endpointField, subscription: pushSubscriptionSchema });
