// Sign in with Google or Apple: /authorize → local consent page → /callback → redirect_to?code=….
// Every hop the browser sees has the shape it has with the real providers.
import type { ProviderName } from "../config";
import type { AuthContext } from "./context";
import { consentPage } from "./consent-page";
import { AuthApiError, badRequest, validationFailed } from "./errors";
import { html, notFoundResponse, redirect } from "./http";
import { upsertExternalAccount } from "./oauth-account";
import { identityClaims, isProviderName, SAMPLE_PEOPLE, type Person } from "./oauth-providers";
import { createFlowState, findFlowStateById, markAuthCodeIssued, parseChallenge } from "./pkce";
import { randomId } from "./random";
import { resolveRedirect } from "./redirect";
import { errorRedirect, sessionFragment, withCode } from "./redirect-urls";
import { issueSession } from "./sessions";
import { validateEmail } from "./email-address";

const PROVIDER_CODE_TTL_MS = 10 * 60 * 1000;

type ProviderCode = { provider: ProviderName; person: Person; expires: number };

export function createOAuth(ctx: AuthContext) {
  const providerCodes = new Map<string, ProviderCode>();
  const consentUrl = (provider: ProviderName) => `${ctx.authUrl}/local/oauth/${provider}/authorize`;

  async function authorize(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const name = query.get("provider") ?? "";
    if (!isProviderName(name)) throw validationFailed(`Unsupported provider: Provider ${name} could not be found`);
    if (!ctx.config.externalProviders[name].enabled) {
      throw validationFailed("Unsupported provider: provider is not enabled");
    }
    const redirectTo = resolveRedirect(ctx.config, request);
    const challenge = parseChallenge(query.get("code_challenge") ?? "", query.get("code_challenge_method") ?? "");
    const flow = await ctx.db.transaction((tx) =>
      createFlowState(tx, { challenge, providerType: name, method: "oauth", userId: null, redirectTo }),
    );
    const target = new URL(consentUrl(name));
    target.search = new URLSearchParams({
      client_id: `local-${name}`,
      redirect_uri: `${ctx.authUrl}/callback`,
      response_type: "code",
      scope: name === "google" ? "email profile" : "email name",
      state: flow.id,
    }).toString();
    return redirect(request, 302, target.toString());
  }

  function showConsent(request: Request, provider: ProviderName): Response {
    const query = new URL(request.url).searchParams;
    const hidden = { state: query.get("state") ?? "", redirect_uri: query.get("redirect_uri") ?? "" };
    return html(request, 200, consentPage(provider, consentUrl(provider), hidden));
  }

  async function submitConsent(request: Request, provider: ProviderName): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const state = form.get("state") ?? "";
    const back = new URL(form.get("redirect_uri") || `${ctx.authUrl}/callback`);
    if (back.origin !== new URL(ctx.authUrl).origin) throw badRequest("validation_failed", "redirect_uri mismatch");
    if (form.get("decision") === "deny") {
      back.search = new URLSearchParams({ error: "access_denied", error_description: "The user denied the request", state }).toString();
      return redirect(request, 302, back.toString());
    }
    let person: Person | undefined;
    const typed = (form.get("email") ?? "").trim();
    if (typed) {
      try {
        person = { email: validateEmail(typed), name: (form.get("name") ?? "").trim() || typed.split("@")[0] };
      } catch {
        const hidden = { state, redirect_uri: back.toString() };
        return html(request, 422, consentPage(provider, consentUrl(provider), hidden, "Enter a valid email address."));
      }
    } else {
      person = SAMPLE_PEOPLE.find((candidate) => candidate.email === form.get("account"));
    }
    if (!person) return showConsent(request, provider);
    const code = randomId();
    providerCodes.set(code, { provider, person, expires: Date.now() + PROVIDER_CODE_TTL_MS });
    back.search = new URLSearchParams({ code, state }).toString();
    return redirect(request, 302, back.toString());
  }

  async function callback(request: Request): Promise<Response> {
    const query = new URL(request.url).searchParams;
    if (request.method === "POST") {
      for (const [key, value] of new URLSearchParams(await request.text())) query.set(key, value);
    }
    const flow = await ctx.db.transaction((tx) => findFlowStateById(tx, query.get("state") ?? ""));
    if (!flow || flow.authentication_method !== "oauth" || !isProviderName(flow.provider_type)) {
      throw badRequest("bad_oauth_state", "OAuth callback with invalid state");
    }
    const redirectTo = flow.redirect_to ?? ctx.config.siteUrl;
    const pkce = flow.code_challenge !== null;
    const error = query.get("error");
    if (error) {
      const description = query.get("error_description") ?? error;
      return redirect(request, 302, errorRedirect(redirectTo, new AuthApiError(403, error, description), pkce));
    }
    const code = query.get("code") ?? "";
    const grant = providerCodes.get(code);
    providerCodes.delete(code);
    if (!grant || grant.expires < Date.now() || grant.provider !== flow.provider_type) {
      const failure = new AuthApiError(500, "bad_oauth_callback", "Unable to exchange external code");
      return redirect(request, 302, errorRedirect(redirectTo, failure, pkce));
    }
    try {
      const location = await ctx.db.transaction(async (tx) => {
        const identity = identityClaims(grant.provider, grant.person);
        const userId = await upsertExternalAccount(tx, grant.provider, identity, ctx.config.enableSignup);
        if (!pkce) return sessionFragment(redirectTo, await issueSession(ctx, tx, userId, "oauth"));
        await markAuthCodeIssued(tx, flow.id, userId);
        return withCode(redirectTo, flow.auth_code);
      });
      return redirect(request, 302, location);
    } catch (failure) {
      if (!(failure instanceof AuthApiError)) throw failure;
      return redirect(request, 302, errorRedirect(redirectTo, failure, pkce));
    }
  }

  /** `/local/oauth/<provider>/authorize`, the consent page and its form. */
  async function local(request: Request, path: string): Promise<Response> {
    const match = /^\/local\/oauth\/([a-z]+)\/authorize$/.exec(path);
    if (!match || !isProviderName(match[1])) return notFoundResponse();
    if (request.method === "GET") return showConsent(request, match[1]);
    if (request.method === "POST") return submitConsent(request, match[1]);
    return notFoundResponse();
  }

  return { authorize, callback, local };
}
