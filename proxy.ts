import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE, LOCALE_QUERY_PARAM, type Locale } from "@/lib/i18n/locales";
import { matchLocale, resolveLocale } from "@/lib/i18n/resolve";
import { contentSecurityPolicy, createNonce } from "@/lib/security/csp";
import { prerenderedScriptSources } from "@/lib/security/prerendered";
import { refreshSession } from "@/lib/supabase/proxy";
import { ONE_YEAR } from "@/lib/http/cookies";

const SIGNED_IN_ONLY = ["/dashboard", "/insights", "/settings", "/two-step"];
function isSignedInOnly(pathname: string) {
  return SIGNED_IN_ONLY.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

function internalPath(pathname: string, locale: Locale, signedIn: boolean) {
  if (pathname === "/") return signedIn ? `/${locale}/dashboard` : `/${locale}`;
  return `/${locale}${pathname}`;
}

function redirectHome(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = "/";
  url.search = "";
  const lang = request.nextUrl.searchParams.get(LOCALE_QUERY_PARAM);
  if (lang) url.searchParams.set(LOCALE_QUERY_PARAM, lang);
  return NextResponse.redirect(url);
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const queryLocale = matchLocale(request.nextUrl.searchParams.get(LOCALE_QUERY_PARAM));
  const locale = resolveLocale({
    query: queryLocale,
    saved: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get("accept-language"),
  });

  const session = await refreshSession(request);
  const signedIn = session.userId !== null;

  let response: NextResponse;
  let csp: string;
  if (!signedIn && isSignedInOnly(pathname)) {
    csp = await contentSecurityPolicy({ nonce: createNonce() });
    response = redirectHome(request);
  } else {
    const url = request.nextUrl.clone();
    url.pathname = internalPath(pathname, locale, signedIn);
    // A prerendered page is served as built, no nonce: its policy lists its inline scripts' hashes.
    const hashes = await prerenderedScriptSources(url.pathname);
    if (hashes) {
      csp = await contentSecurityPolicy({ hashes });
      response = NextResponse.rewrite(url);
    } else {
      // Next reads the nonce from the request's CSP header and puts it on the scripts it renders.
      csp = await contentSecurityPolicy({ nonce: createNonce() });
      const requestHeaders = new Headers(request.headers);
      requestHeaders.set("content-security-policy", csp);
      response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
    }
  }

  response.headers.set("Content-Security-Policy", csp);
  const forwardedProto = request.headers.get("x-forwarded-proto");
  if (request.nextUrl.protocol === "https:" || forwardedProto === "https") {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }

  // The refreshed session cookies must travel on the response actually returned, or the
  // browser keeps a spent refresh token and the user is signed out at random.
  for (const { name, value, options } of session.cookies) response.cookies.set(name, value, options);
  for (const [name, value] of Object.entries(session.headers)) response.headers.set(name, value);

  if (queryLocale && request.cookies.get(LOCALE_COOKIE)?.value !== queryLocale) {
    response.cookies.set(LOCALE_COOKIE, queryLocale, { path: "/", maxAge: ONE_YEAR, sameSite: "lax" });
  }
  return response;
}

// Only these exact files skip the proxy: any first segment can stand for the locale, so a looser
// prefix would let a locale route skip the proxy's headers and session refresh.
export const config = {
  matcher: [
    {
      source:
        "/((?!_next/static/|_next/image$|auth/(?:callback|account-closed)$|calendar/[^/]+$|brand-icons/[\\w-]+\\.svg$|icons/[\\w-]+\\.png$|sw\\.js$|favicon\\.ico$|icon\\.svg$|apple-icon\\.png$|manifest\\.webmanifest$|robots\\.txt$|sitemap\\.xml$|opengraph-image(?:-\\w+)?$|twitter-image(?:-\\w+)?$).*)",
    },
  ],
};
