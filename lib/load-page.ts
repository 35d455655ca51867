/**
 * A full page load of `path`, not a client-side navigation: after signing in or out, closing the
 * account or a crash, nothing of the previous page's state may survive.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
