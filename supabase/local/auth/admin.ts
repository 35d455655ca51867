// The admin API (service role only): what supabase.auth.admin.* calls.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { badRequest, notFound, unprocessable } from "./errors";
import { validateEmail } from "./email-address";
import { json, objectField, readJsonBody, stringField } from "./http";
import { checkPassword, hashPassword } from "./password";
import { uuid } from "./random";
import { requireAdmin } from "./request-auth";
import { emailIdentityData, insertIdentity, insertUser } from "./user-writes";
import { findUserByEmail, findUserById, isUuid, userJson, USER_COLUMNS, type User, type UserRow } from "./users";
import { parseBanDuration } from "./ban-duration";

const DUPLICATE_EMAIL = "A user with this email address has already been registered";

async function loadUser(tx: Transaction, id: string): Promise<User> {
  if (!isUuid(id)) throw notFound("validation_failed", "user_id must be an UUID");
  const user = await findUserById(tx, id);
  if (!user) throw notFound("user_not_found", "User not found");
  return user;
}

async function createUser(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const rawEmail = stringField(body, "email");
  if (rawEmail === "" && stringField(body, "phone") === "") {
    throw badRequest("validation_failed", "Cannot create a user without either an email or phone");
  }
  const email = validateEmail(rawEmail);
  const password = stringField(body, "password");
  if (password) checkPassword(ctx.config, password);
  const passwordHash = password ? await hashPassword(ctx.config, password) : null;
  const confirmed = body.email_confirm === true;
  const user = await ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw unprocessable("email_exists", DUPLICATE_EMAIL);
    const id = uuid();
    const claims = emailIdentityData(id, email);
    await insertUser(tx, {
      id,
      email,
      passwordHash,
      confirmed,
      provider: "email",
      appMetadata: objectField(body, "app_metadata"),
      userMetadata: { ...objectField(body, "user_metadata"), ...claims, email_verified: confirmed },
    });
    await insertIdentity(tx, { userId: id, provider: "email", providerId: id, identityData: claims });
    return loadUser(tx, id);
  });
  return json(request, 200, userJson(user));
}

async function listUsers(ctx: AuthContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") || "1", 10) || 1);
  const perPage = Math.max(1, Number.parseInt(url.searchParams.get("per_page") || "50", 10) || 50);
  const { users, total } = await ctx.db.transaction(async (tx) => {
    const count = await tx.query<{ total: number }>(`select count(*)::int as total from auth.users where deleted_at is null`);
    const { rows } = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users u where u.deleted_at is null
        order by u.created_at desc, u.id limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const loaded: User[] = [];
    for (const row of rows) {
      const user = await findUserById(tx, row.id);
      if (user) loaded.push(user);
    }
    return { users: loaded, total: count.rows[0].total };
  });
  const totalPages = Math.ceil(total / perPage);
  const link = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set("page", String(target));
    query.set("per_page", String(perPage));
    query.sort();
    return `</admin/users?${query}>`;
  };
  const links = [...(totalPages > page ? [`${link(page + 1)}; rel="next"`] : []), `${link(totalPages)}; rel="last"`];
  return json(request, 200, { users: users.map(userJson), aud: "authenticated" }, {
    Link: links.join(", "),
    "X-Total-Count": String(total),
  });
}

async function updateUser(ctx: AuthContext, request: Request, id: string): Promise<Response> {
  const body = await readJsonBody(request);
  const password = typeof body.password === "string" ? body.password : undefined;
  if (password !== undefined) checkPassword(ctx.config, password);
  const passwordHash = password !== undefined ? await hashPassword(ctx.config, password) : undefined;
  const email = typeof body.email === "string" && body.email !== "" ? validateEmail(body.email) : undefined;
  const ban = typeof body.ban_duration === "string" ? parseBanDuration(body.ban_duration) : undefined;
  const user = await ctx.db.transaction(async (tx) => {
    const current = await loadUser(tx, id);
    if (email && email !== current.email) {
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== id) throw unprocessable("email_exists", DUPLICATE_EMAIL);
      await tx.query(`update auth.users set email = $2 where id = $1`, [id, email]);
      await tx.query(
        `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
          where user_id = $1 and provider = 'email'`,
        [id, email],
      );
    }
    if (passwordHash) await tx.query(`update auth.users set encrypted_password = $2 where id = $1`, [id, passwordHash]);
    if (body.email_confirm === true) {
      await tx.query(`update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`, [id]);
    }
    const userMetadata = objectField(body, "user_metadata");
    if (userMetadata) {
      await tx.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2 where id = $1`, [id, JSON.stringify(userMetadata)]);
    }
    const appMetadata = objectField(body, "app_metadata");
    if (appMetadata) {
      await tx.query(`update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2 where id = $1`, [id, JSON.stringify(appMetadata)]);
    }
    if (ban !== undefined) {
      await tx.query(`update auth.users set banned_until = case when $2::float8 is null then null else now() + make_interval(secs => $2::float8) end where id = $1`, [id, ban]);
    }
    await tx.query(`update auth.users set updated_at = now() where id = $1`, [id]);
    return loadUser(tx, id);
  });
  return json(request, 200, userJson(user));
}

async function deleteUser(ctx: AuthContext, request: Request, id: string): Promise<Response> {
  const body = await readJsonBody(request);
  await ctx.db.transaction(async (tx) => {
    await loadUser(tx, id);
    if (body.should_soft_delete === true) {
      await tx.query(`delete from auth.sessions where user_id = $1`, [id]);
      await tx.query(`delete from auth.identities where user_id = $1`, [id]);
      await tx.query(
        `update auth.users set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now() where id = $1`,
        [id],
      );
    } else {
      await tx.query(`delete from auth.users where id = $1`, [id]);
    }
  });
  return json(request, 200, {});
}

/** GET /admin/users/<id>/factors: supabase.auth.admin.mfa.listFactors. */
async function listFactors(ctx: AuthContext, request: Request, id: string): Promise<Response> {
  const user = await ctx.db.transaction((tx) => loadUser(tx, id));
  return json(request, 200, user.factors);
}

/** DELETE /admin/users/<id>/factors/<factor>: removes a factor and lowers the sessions it raised, as GoTrue. */
async function deleteFactor(ctx: AuthContext, request: Request, id: string, factorId: string): Promise<Response> {
  const factor = await ctx.db.transaction(async (tx) => {
    const user = await loadUser(tx, id);
    const found = user.factors.find((candidate) => candidate.id === factorId);
    if (!found) throw notFound("mfa_factor_not_found", "Factor not found");
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
    return found;
  });
  return json(request, 200, factor);
}

/** `path` is relative to /admin. */
export async function handleAdmin(ctx: AuthContext, request: Request, path: string): Promise<Response | null> {
  await requireAdmin(ctx, request);
  if (path === "/users" || path === "/users/") {
    if (request.method === "GET") return listUsers(ctx, request);
    if (request.method === "POST") return createUser(ctx, request);
    return null;
  }
  const factors = /^\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/.exec(path);
  if (factors) {
    const [, userId, factorId] = factors.map((part) => part && decodeURIComponent(part));
    if (!factorId && request.method === "GET") return listFactors(ctx, request, userId);
    if (factorId && request.method === "DELETE") return deleteFactor(ctx, request, userId, factorId);
    return null;
  }
  const match = /^\/users\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const id = decodeURIComponent(match[1]);
  if (request.method === "GET") return json(request, 200, userJson(await ctx.db.transaction((tx) => loadUser(tx, id))));
  if (request.method === "PUT") return updateUser(ctx, request, id);
  if (request.method === "DELETE") return deleteUser(ctx, request, id);
  return null;
}
