// POST /signup: email + password, with or without email confirmation.
import type { AuthContext } from "./context";
import { confirmationMail } from "./confirmation";
import { unprocessable, validationFailed } from "./errors";
import { validateEmail } from "./email-address";
import { json, objectField, readJsonBody, stringField } from "./http";
import { sendAuthMail } from "./mail";
import { checkPassword, hashPassword } from "./password";
import { createFlowState, parseChallenge } from "./pkce";
import { uuid } from "./random";
import { checkEmailFrequency } from "./reauthentication";
import { resolveRedirect } from "./redirect";
import { issueSession, sessionHeaders } from "./sessions";
import { emailIdentityData, confirmEmail, insertIdentity, insertUser } from "./user-writes";
import { findUserByEmail, findUserById, userJson } from "./users";

/** What GoTrue answers for an already confirmed address: a plausible user that reveals nothing. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: uuid(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export async function signup(ctx: AuthContext, request: Request): Promise<Response> {
  const { config } = ctx;
  if (!config.enableSignup) throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  const body = await readJsonBody(request);
  const password = stringField(body, "password");
  const data = objectField(body, "data") ?? {};
  if (password === "") throw validationFailed("Signup requires a valid password");
  checkPassword(config, password);
  const challenge = parseChallenge(stringField(body, "code_challenge"), stringField(body, "code_challenge_method"));
  if (stringField(body, "email") === "" && stringField(body, "phone") !== "") {
    throw unprocessable("phone_provider_disabled", "Phone signups are disabled");
  }
  const email = validateEmail(stringField(body, "email"));
  const redirectTo = resolveRedirect(config, request);
  const passwordHash = await hashPassword(config, password);
  const autoconfirm = !config.emailConfirmations;

  const outcome = await ctx.db.transaction(async (tx) => {
    let existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) return { kind: "exists" as const };
    if (!autoconfirm) checkEmailFrequency(config, existing?.confirmation_sent_epoch);
    let userId = existing?.id;
    if (!userId) {
      userId = uuid();
      const claims = emailIdentityData(userId, email, data);
      await insertUser(tx, {
        id: userId,
        email,
        passwordHash,
        confirmed: false,
        provider: "email",
        userMetadata: { ...data, sub: userId, email, email_verified: false, phone_verified: false },
      });
      await insertIdentity(tx, { userId, provider: "email", providerId: userId, identityData: claims });
    }
    if (autoconfirm) {
      await confirmEmail(tx, userId);
      return { kind: "session" as const, session: await issueSession(ctx, tx, userId, "password") };
    }
    if (challenge) {
      await createFlowState(tx, { challenge, providerType: "email", method: "email/signup", userId });
    }
    const metadata = (await findUserById(tx, userId))?.user_metadata ?? data;
    const mail = await confirmationMail(ctx, tx, { id: userId, email, data: metadata }, redirectTo, challenge !== null);
    existing = await findUserById(tx, userId);
    return { kind: "user" as const, user: existing ? userJson(existing) : null, mail };
  });

  if (outcome.kind === "exists") {
    if (autoconfirm) throw unprocessable("user_already_exists", "User already registered");
    return json(request, 200, obfuscatedUser(email, data));
  }
  if (outcome.kind === "session") return json(request, 200, outcome.session, sessionHeaders(outcome.session));
  await sendAuthMail(ctx, outcome.mail, "Error sending confirmation email");
  return json(request, 200, outcome.user);
}
