"use client";

import { requestToaster } from "./toaster-gate";

export { toastName } from "./toast-name";

type ToastOptions = { description?: string; duration?: number };

// sonner and the toaster load with the first toast, so no page carries them in its first load.
async function show(kind: "success" | "error" | "info", title: string, options?: ToastOptions) {
  const [{ toast: sonner }] = await Promise.all([import("sonner"), requestToaster()]);
  sonner[kind](title, options);
}

/** Resolves once toasts can show, or after 3 s: a page that leaves right after a toast waits for this. */
export function toasterReady(): Promise<void> {
  const loaded = Promise.all([import("sonner"), requestToaster()]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
}

export const toast = {
  success: (title: string, options?: ToastOptions) => void show("success", title, options),
  error: (title: string, options?: ToastOptions) => void show("error", title, options),
  info: (title: string, options?: ToastOptions) => void show("info", title, options),
};
