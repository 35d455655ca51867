// GET/PUT /user and POST /logout: what a signed-in user does with their own account.
import type { AuthContext } from "./context";
import { emailChangeMails } from "./email-change";
import { authMail } from "./email-templates";
import { sendAuthMail, type AuthMail } from "./mail";
import { badRequest, unprocessable, validationFailed } from "./errors";
import { validateEmail } from "./email-address";
import { json, noContent, objectField, readJsonBody, stringField } from "./http";
import { checkPassword, hashPassword, passwordMatches } from "./password";
import { requireRecentProof } from "./reauthentication";
import { resolveRedirect } from "./redirect";
import { authenticate } from "./request-auth";
import type { SessionRow } from "./sessions";
import { findUserByEmail, findUserById, userJson, type User } from "./users";

/** Hosted "Require current password when updating"; a recovery session is exempt, as in GoTrue. */
async function requireCurrentPassword(ctx: AuthContext, user: User, session: SessionRow | null, current: string): Promise<void> {
  if (!ctx.config.requireCurrentPassword || !user.encrypted_password) return;
  if (session?.amr.some((entry) => entry.method === "recovery")) return;
  const message = "Current password required when setting new password.";
  if (!current) throw badRequest("current_password_required", message);
  if (!(await passwordMatches(current, user.encrypted_password))) throw badRequest("current_password_mismatch", message);
}

export async function getUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  return json(request, 200, userJson(user));
}

export async function updateUser(ctx: AuthContext, request: Request): Promise<Response> {
  const { user, session } = await authenticate(ctx, request);
  const body = await readJsonBody(request);
  const password = typeof body.password === "string" ? body.password : undefined;
  const data = objectField(body, "data");
  const rawEmail = typeof body.email === "string" ? body.email : undefined;
  const email = rawEmail !== undefined && rawEmail.toLowerCase() !== user.email ? validateEmail(rawEmail) : undefined;

  let passwordHash: string | undefined;
  if (password !== undefined) {
    checkPassword(ctx.config, password);
    await ctx.db.transaction((tx) => requireRecentProof(ctx, tx, user, session, stringField(body, "nonce")));
    await requireCurrentPassword(ctx, user, session, stringField(body, "current_password"));
    if (await passwordMatches(password, user.encrypted_password)) {
      throw unprocessable("same_password", "New password should be different from the old password.");
    }
    passwordHash = await hashPassword(ctx.config, password);
  }
  const redirectTo = resolveRedirect(ctx.config, request);

  let mails: AuthMail[] = [];
  const updated = await ctx.db.transaction(async (tx) => {
    if (data) {
      const removed = Object.keys(data).filter((key) => data[key] === null);
      await tx.query(
        `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb) - $3::text[],
                updated_at = now() where id = $1`,
        [user.id, JSON.stringify(data), removed],
      );
    }
    if (passwordHash) {
      await tx.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [user.id, passwordHash]);
      await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [user.id, session?.id ?? null]);
    }
    if (email) {
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== user.id) {
        throw unprocessable("email_exists", "A user with this email address has already been registered");
      }
      if (ctx.config.emailConfirmations) {
        const fresh = await findUserById(tx, user.id);
        const change = { id: user.id, currentEmail: user.email, newEmail: email, data: fresh?.user_metadata ?? user.user_metadata };
        mails = await emailChangeMails(ctx, tx, change, redirectTo);
      } else {
        await tx.query(
          `update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1`,
          [user.id, email],
        );
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
            where user_id = $1 and provider = 'email'`,
          [user.id, email],
        );
      }
    }
    return findUserById(tx, user.id);
  });
  for (const mail of mails) await sendAuthMail(ctx, mail, "Error sending email change email");
  if (passwordHash && updated?.email && ctx.config.emailTemplates?.password_changed) {
    const notice = authMail(ctx, "password_changed", updated.email, { Email: updated.email, Data: updated.user_metadata });
    await sendAuthMail(ctx, notice, "Error sending password changed notification email").catch(() => {});
  }
  return json(request, 200, updated ? userJson(updated) : {});
}

export async function logout(ctx: AuthContext, request: Request): Promise<Response> {
  const { user, session } = await authenticate(ctx, request);
  const scope = new URL(request.url).searchParams.get("scope") ?? "global";
  if (!["global", "local", "others"].includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  await ctx.db.transaction(async (tx) => {
    if (scope === "global") {
      await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    } else if (scope === "local") {
      await tx.query(`delete from auth.sessions where id = $1`, [session?.id ?? null]);
    } else {
      await tx.query(`delete from auth.sessions where user_id = $1 and id is distinct from $2`, [user.id, session?.id ?? null]);
    }
  });
  return noContent(request);
}
