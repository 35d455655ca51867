// Subscription Manager's service worker: it makes the installed app open offline on the dashboard
// as it was last loaded, and shows reminders that arrive by web push. Hand-written and small on purpose.
//
// Caches
//   app-shell-<VERSION>      Next's hashed static files (scripts, styles, fonts) and the app icons:
//                            public, never user data.
//   dashboard-copy-<VERSION> one signed-in dashboard page, tagged with its user and data version.
//                            The page asks for it to be saved; sign-out deletes it, and so does any
//                            sign of another user or of no user.
// Nothing from another origin is ever cached, nor any API, server action, export, feed or RSC answer.
//
// Push: a reminder digest arrives as JSON {title, body, url, tag, lang} (lib/reminders/render/push-payload.ts)
// and is shown at once; a click opens its page, a path on this origin, and nothing else. A replaced
// subscription is reported to the server (pushsubscriptionchange), which moves the device to it.
//
// Updates: a changed sw.js installs in the background and waits; the next page load tells it to
// take over (see components/offline/service-worker.tsx), and it then drops the old version's caches.

const VERSION = "v1";
const SHELL_CACHE = `app-shell-${VERSION}`;
const COPY_CACHE = `dashboard-copy-${VERSION}`;
const COPY_URL = "/dashboard";
const RENEWAL_URL = "/settings/push-renewal";
const SHELL_LIMIT = 250;
const USER_HEADER = "X-Offline-Copy-User";
const DATA_HEADER = "X-Offline-Copy-Version";

// Bumped by every forget: a save that started before it must not write the forgotten user back.
let generation = 0;

self.addEventListener("install", () => {
  // Nothing to precache: the shell is filled with what pages actually load.
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== SHELL_CACHE && name !== COPY_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data;
  if (!message || typeof message.type !== "string") return;
  if (message.type === "skip-waiting") self.skipWaiting();
  else if (message.type === "save-dashboard") event.waitUntil(saveDashboard(message));
  else if (message.type === "forget-user") event.waitUntil(forgetUser());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (url.pathname === "/" || url.pathname === COPY_URL) event.respondWith(openDashboard(request, url));
    return;
  }
  if (url.pathname.startsWith("/_next/static/")) event.respondWith(cacheFirst(event));
  else if (isIcon(url.pathname)) event.respondWith(networkFirst(event));
});

function isIcon(pathname) {
  return (
    pathname.startsWith("/icons/") ||
    pathname.startsWith("/brand-icons/") ||
    ["/favicon.ico", "/icon.svg", "/apple-icon.png", "/manifest.webmanifest"].includes(pathname)
  );
}

/** The network's page when there is one; the saved copy only when the network fails. */
async function openDashboard(request, url) {
  try {
    const response = await fetch(request);
    // /dashboard redirects visitors who are not signed in: whoever the copy belonged to is gone.
    if (url.pathname === COPY_URL && response.type === "opaqueredirect") await forgetUser();
    return response;
  } catch (error) {
    const cache = await caches.open(COPY_CACHE);
    const copy = await cache.match(COPY_URL);
    if (copy) return copy;
    throw error;
  }
}

async function saveDashboard({ userId, version, assets }) {
  if (typeof userId !== "string" || typeof version !== "string") return;
  const started = generation;
  const cache = await caches.open(COPY_CACHE);
  const saved = await cache.match(COPY_URL);
  if (saved && saved.headers.get(USER_HEADER) !== userId) await cache.delete(COPY_URL);
  const current = saved && saved.headers.get(USER_HEADER) === userId && saved.headers.get(DATA_HEADER) === version;
  const urls = Array.isArray(assets) ? assets.filter((asset) => typeof asset === "string") : [];
  if (!current) {
    const response = await fetch(COPY_URL, { credentials: "same-origin", redirect: "manual", cache: "no-store" });
    if (response.type === "opaqueredirect") return forgetUser();
    const isPage = response.ok && (response.headers.get("Content-Type") || "").includes("text/html");
    if (!isPage || started !== generation) return;
    const html = await response.text();
    const headers = new Headers(response.headers);
    headers.set(USER_HEADER, userId);
    headers.set(DATA_HEADER, version);
    await cache.put(COPY_URL, new Response(html, { status: 200, headers }));
    urls.push(...html.match(/\/_next\/static\/[^"'\s<>\\)]+/g) || []);
  }
  await fillShell(urls);
}

async function forgetUser() {
  generation += 1;
  await caches.delete(COPY_CACHE);
}

/** Caches the static files a saved page needs that the shell lacks (the first visit ran before this worker). */
async function fillShell(urls) {
  const cache = await caches.open(SHELL_CACHE);
  const wanted = [...new Set(urls)]
    .map((url) => new URL(url, self.location.origin))
    .filter((url) => url.origin === self.location.origin && (url.pathname.startsWith("/_next/static/") || isIcon(url.pathname)));
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok) await cache.put(url, response);
    } catch {
      // Offline again: the next save tries again.
    }
  }
  await trimShell(cache);
}

async function trimShell(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - SHELL_LIMIT)).map((key) => cache.delete(key)));
}

/** Hashed file names never change content: the cache answers first. */
async function cacheFirst(event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  keep(event, cache, response);
  return response;
}

async function networkFirst(event) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(event.request);
    keep(event, cache, response);
    return response;
  } catch (error) {
    const cached = await cache.match(event.request);
    if (cached) return cached;
    throw error;
  }
}

/** Stores a copy after the page has its answer. */
function keep(event, cache, response) {
  if (!response.ok || response.type !== "basic") return;
  const copy = response.clone();
  event.waitUntil(cache.put(event.request, copy).then(() => trimShell(cache)));
}

self.addEventListener("push", (event) => {
  event.waitUntil(showReminder(event.data));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  const chosen = event.action && data && data.actions ? data.actions[event.action] : null;
  event.waitUntil(openPage(pagePath(chosen || (data && data.url))));
});

// The browser replaced this device's subscription (it expired, or the push service moved it). Unless
// the browser already made the new one, subscribe again with the same server key, and tell the
// server, so that reminders follow the device instead of going to an address that no longer
// answers. Without the old subscription there is no telling which device this was: settings then
// shows push as off here, to be turned on again.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renewSubscription(event.oldSubscription, event.newSubscription).catch(() => undefined));
});

async function renewSubscription(oldSubscription, newSubscription) {
  if (!oldSubscription) return;
  const key = oldSubscription.options && oldSubscription.options.applicationServerKey;
  const subscription =
    newSubscription || (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  if (!subscription) return;
  await fetch(RENEWAL_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ oldEndpoint: oldSubscription.endpoint, subscription: subscription.toJSON() }),
    // Signed out, the page would redirect to the landing page: nothing to follow there.
    redirect: "manual",
  });
}

function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    return payload && typeof payload === "object" ? payload : {};
  } catch {
    return {};
  }
}

const text = (value, fallback) => (typeof value === "string" && value ? value : fallback);

/** Every push shows a notification (browsers require it), even one whose payload cannot be read. */
function showReminder(data) {
  const payload = readPayload(data);
  return self.registration.showNotification(text(payload.title, "Subscription Manager"), {
    body: text(payload.body, ""),
    tag: text(payload.tag, "reminders"),
    lang: text(payload.lang, ""),
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    data: { url: pagePath(payload.url), actions: actionUrls(payload.actions) },
    actions: Array.isArray(payload.actions)
      ? payload.actions.slice(0, 3).map((item) => ({ action: text(item && item.action, ""), title: text(item && item.title, "") }))
      : [],
  });
}

/** The confirmation page of each button: answering still takes a tap on the page. */
function actionUrls(actions) {
  const urls = {};
  if (!Array.isArray(actions)) return urls;
  for (const item of actions.slice(0, 3)) {
    if (item && typeof item.action === "string") urls[item.action] = pagePath(item.url);
  }
  return urls;
}

/**
 * A path on this origin ("/dashboard?q=…"); anything else (another origin, a scheme, "//host", or a
 * path that normalises to one, like "/.//host") opens the dashboard.
 */
function pagePath(value) {
  const unsafe = /[\\\u0000-\u001f\u007f]/;
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || unsafe.test(value)) return COPY_URL;
  try {
    const origin = self.location.origin;
    const url = new URL(value, origin);
    const path = url.pathname + url.search + url.hash;
    if (url.origin !== origin || path.startsWith("//") || unsafe.test(path) || new URL(path, origin).origin !== origin) return COPY_URL;
    return path;
  } catch {
    return COPY_URL;
  }
}

/** Focuses a window already at the page, else takes one of this app's windows there, else opens one. */
async function openPage(path) {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const there = windows.find((client) => client.url === target);
  if (there) return there.focus();
  for (const client of windows) {
    if (new URL(client.url).origin !== self.location.origin || typeof client.navigate !== "function") continue;
    try {
      const navigated = await client.navigate(target);
      if (navigated) return navigated.focus();
    } catch {
      // Not controlled by this worker: open a new window instead.
    }
  }
  return self.clients.openWindow(target);
}
