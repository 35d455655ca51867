// POST /token: the password, refresh_token and pkce grants.
import type { AuthContext } from "./context";
import { AuthApiError, badRequest, invalidCredentials, validationFailed } from "./errors";
import { json, readJsonBody, stringField } from "./http";
import { passwordMatches } from "./password";
import { consumeAuthCode } from "./pkce";
import { refreshGrant } from "./refresh";
import { issueSession, sessionHeaders, type AmrMethod, type TokenResponse } from "./sessions";
import { findUserByEmail, findUserById } from "./users";

async function passwordGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<TokenResponse> {
  const email = stringField(body, "email").trim();
  const phone = stringField(body, "phone");
  const password = stringField(body, "password");
  if (email === "" && phone === "") throw validationFailed("missing email or phone");
  if (email === "") throw invalidCredentials();

  const user = await ctx.db.transaction((tx) => findUserByEmail(tx, email));
  if (!user) throw invalidCredentials();
  if (user.banned) throw badRequest("user_banned", "User is banned");
  if (!(await passwordMatches(password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed");
  return ctx.db.transaction((tx) => issueSession(ctx, tx, user.id, "password"));
}

async function pkceGrant(ctx: AuthContext, body: Record<string, unknown>): Promise<TokenResponse> {
  const authCode = stringField(body, "auth_code");
  const verifier = stringField(body, "code_verifier");
  return ctx.db.transaction(async (tx) => {
    const flow = await consumeAuthCode(tx, authCode, verifier);
    const user = await findUserById(tx, flow.user_id ?? "");
    if (!user) throw new AuthApiError(404, "user_not_found", "User not found");
    if (user.banned) throw badRequest("user_banned", "User is banned");
    const method: AmrMethod = flow.authentication_method === "email/signup" || flow.authentication_method === "recovery" ? flow.authentication_method : "oauth";
    return issueSession(ctx, tx, user.id, method);
  });
}

export async function token(ctx: AuthContext, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get("grant_type") ?? "";
  const body = await readJsonBody(request);
  let session: TokenResponse;
  switch (grantType) {
    case "password":
      session = await passwordGrant(ctx, body);
      break;
    case "refresh_token":
      session = await refreshGrant(ctx, stringField(body, "refresh_token"));
      break;
    case "pkce":
      session = await pkceGrant(ctx, body);
      break;
    default:
      throw badRequest("invalid_credentials", "unsupported_grant_type");
  }
  return json(request, 200, session, sessionHeaders(session));
}
