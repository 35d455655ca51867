// A full page load: after signing in or out, nothing of the previous page's state may survive.
export function loadPage(path: string): void {
  window.location.assign(path);
}
