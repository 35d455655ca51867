// /verify: the email link (GET, redirects) and verifyOtp (POST, answers with a session), for sign-up,
// recovery and email-change links.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { PKCE_PREFIX } from "./confirmation";
import { confirmEmailChange, SINGLE_CONFIRMATION_ACCEPTED } from "./email-change";
import { AuthApiError, forbidden, unprocessable, validationFailed } from "./errors";
import { json, readJsonBody, redirect, stringField } from "./http";
import { latestFlowStateForUser, markAuthCodeIssued } from "./pkce";
import { confirmRecovery } from "./recover";
import { tokenHash } from "./random";
import { resolveRedirect } from "./redirect";
import { errorRedirect, sessionFragment, withCode } from "./redirect-urls";
import { issueSession, sessionHeaders } from "./sessions";
import { confirmEmail } from "./user-writes";

const OTP_EXPIRY_SECONDS = 3600;
const SIGNUP_TYPES = new Set(["signup", "invite", "email"]);
const KNOWN_TYPES = new Set([...SIGNUP_TYPES, "recovery", "magiclink", "email_change"]);

/** GoTrue's prepRedirectURL: the message in the fragment, and in the query for a PKCE flow. */
function messageRedirect(target: string, message: string, pkce: boolean): string {
  const url = new URL(target);
  if (pkce) url.searchParams.set("message", message);
  url.hash = new URLSearchParams({ message }).toString();
  return url.toString();
}

const linkExpired = () => forbidden("otp_expired", "Email link is invalid or has expired");

/**
 * Confirms the user holding `hash`: this server issues sign-up, recovery and email-change links
 * only. Null when the link was the first of an email change's two.
 */
async function confirmByHash(tx: Transaction, hash: string, type: string): Promise<string | null> {
  if (!KNOWN_TYPES.has(type)) throw validationFailed("Invalid email verification type");
  if (type === "recovery") return confirmRecovery(tx, hash, OTP_EXPIRY_SECONDS);
  if (type === "email_change" && hash !== "") {
    const outcome = await confirmEmailChange(tx, hash, OTP_EXPIRY_SECONDS);
    return outcome.completed ? outcome.userId : null;
  }
  if (!SIGNUP_TYPES.has(type) || hash === "") throw linkExpired();
  const { rows } = await tx.query<{ id: string; banned: boolean; age: number | null }>(
    `select id, (banned_until is not null and banned_until > now()) as banned,
            extract(epoch from now() - confirmation_sent_at)::float8 as age
       from auth.users where confirmation_token = $1`,
    [hash],
  );
  const user = rows[0];
  if (!user) throw linkExpired();
  if (user.banned) throw forbidden("user_banned", "User is banned");
  if (user.age === null || user.age > OTP_EXPIRY_SECONDS) throw linkExpired();
  await confirmEmail(tx, user.id);
  return user.id;
}

export async function verifyGet(ctx: AuthContext, request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const type = query.get("type") ?? "";
  const redirectTo = resolveRedirect(ctx.config, request);
  if (token === "") throw validationFailed("Verify requires a token or a token hash");
  if (type === "") throw validationFailed("Verify requires a verification type");
  const pkce = token.startsWith(PKCE_PREFIX);
  try {
    const location = await ctx.db.transaction(async (tx) => {
      const userId = await confirmByHash(tx, token, type);
      if (userId === null) return messageRedirect(redirectTo, SINGLE_CONFIRMATION_ACCEPTED, pkce);
      if (!pkce) return sessionFragment(redirectTo, await issueSession(ctx, tx, userId, "otp"), type);
      const flow = await latestFlowStateForUser(tx, userId, type === "recovery" ? "recovery" : "email/signup");
      if (!flow) throw unprocessable("flow_state_not_found", "No associated flow state found. No valid flow state found for user.");
      await markAuthCodeIssued(tx, flow.id, userId);
      return withCode(redirectTo, flow.auth_code);
    });
    return redirect(request, 303, location);
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error;
    return redirect(request, 303, errorRedirect(redirectTo, error, pkce));
  }
}

export async function verifyPost(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const type = stringField(body, "type");
  const hash = stringField(body, "token_hash");
  const email = stringField(body, "email").toLowerCase();
  const code = stringField(body, "token");
  if (hash !== "" && (email !== "" || stringField(body, "phone") !== "" || stringField(body, "redirect_to") !== "")) {
    throw validationFailed("Only the token_hash and type should be provided");
  }
  if (hash === "" && (code === "" || email === "")) {
    throw validationFailed("Verify requires either a token or a token hash");
  }
  if (type === "") throw validationFailed("Verify requires a verification type");
  const result = await ctx.db.transaction(async (tx) => {
    let stored = hash;
    if (hash === "") {
      const plain = tokenHash(email, code);
      const column = type === "recovery" ? "recovery_token" : "confirmation_token";
      const { rows } = await tx.query<{ token: string }>(
        `select ${column} as token from auth.users where lower(email) = $1 and ${column} in ($2, $3)`,
        [email, plain, PKCE_PREFIX + plain],
      );
      stored = rows[0]?.token ?? "";
      if (!stored) throw forbidden("otp_expired", "Token has expired or is invalid");
    }
    const userId = await confirmByHash(tx, stored, type);
    return userId === null ? null : issueSession(ctx, tx, userId, "otp");
  });
  if (result === null) return json(request, 200, { msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" });
  return json(request, 200, result, sessionHeaders(result));
}
