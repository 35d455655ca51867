// PKCE flow state: created at sign-up or /authorize, exchanged once at /token?grant_type=pkce.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Transaction } from "../db";
import { badRequest, notFound, unprocessable, validationFailed } from "./errors";
import { uuid } from "./random";

export const FLOW_STATE_TTL_SECONDS = 300;

export type Challenge = { challenge: string; method: "s256" | "plain" };

export type FlowState = {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain" | null;
  code_challenge: string | null;
  provider_type: string;
  authentication_method: string;
  redirect_to: string | null;
  age_seconds: number;
};

/** Validates the challenge pair a client sent; null when neither was sent (implicit flow). */
export function parseChallenge(challenge: string, method: string): Challenge | null {
  if ((challenge === "") !== (method === "")) {
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge === "") return null;
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  if (!/^[A-Za-z0-9._~-]+$/.test(challenge)) {
    throw validationFailed(
      "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
    );
  }
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    throw validationFailed(`unsupported code_challenge method "${method}"`);
  }
  return { challenge, method: normalized };
}

export async function createFlowState(
  tx: Transaction,
  fields: { challenge: Challenge | null; providerType: string; method: string; userId: string | null; redirectTo?: string },
): Promise<{ id: string; authCode: string }> {
  const id = uuid();
  const authCode = uuid();
  await tx.query(
    `insert into auth.flow_state
       (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type, authentication_method, redirect_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, fields.userId, authCode, fields.challenge?.method ?? null, fields.challenge?.challenge ?? null, fields.providerType, fields.method, fields.redirectTo ?? null],
  );
  return { id, authCode };
}

const FLOW_COLUMNS = `id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
  authentication_method, redirect_to, extract(epoch from now() - created_at)::float8 as age_seconds`;

export async function findFlowStateById(tx: Transaction, id: string): Promise<FlowState | null> {
  const { rows } = await tx.query<FlowState>(`select ${FLOW_COLUMNS} from auth.flow_state where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function latestFlowStateForUser(tx: Transaction, userId: string, method: string): Promise<FlowState | null> {
  const { rows } = await tx.query<FlowState>(
    `select ${FLOW_COLUMNS} from auth.flow_state
      where user_id = $1 and authentication_method = $2 order by created_at desc limit 1`,
    [userId, method],
  );
  return rows[0] ?? null;
}

export async function markAuthCodeIssued(tx: Transaction, id: string, userId: string): Promise<void> {
  await tx.query(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now(), updated_at = now() where id = $1`,
    [id, userId],
  );
}

function challengeMatches(flow: FlowState, verifier: string): boolean {
  if (!flow.code_challenge) return false;
  const expected =
    flow.code_challenge_method === "s256"
      ? createHash("sha256").update(verifier).digest("base64url")
      : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.code_challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Looks the code up, checks age and verifier, and deletes the flow state: a code works once. */
export async function consumeAuthCode(tx: Transaction, authCode: string, verifier: string): Promise<FlowState> {
  if (!authCode || !verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  const { rows } = await tx.query<FlowState>(`select ${FLOW_COLUMNS} from auth.flow_state where auth_code = $1`, [authCode]);
  const flow = rows[0];
  if (!flow || !flow.user_id) {
    throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  }
  if (flow.age_seconds > FLOW_STATE_TTL_SECONDS) {
    throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!challengeMatches(flow, verifier)) {
    throw badRequest("bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  return flow;
}
