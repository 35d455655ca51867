"use client";

import { requestToaster } from "./toaster-gate";

type ToastOptions = { description?: string; duration?: number };

// sonner and the toaster load with the first toast, so no page carries them in its first load.
async function show(kind: "success" | "error" | "info", title: string, options?: ToastOptions) {
  const [{ toast: sonner }] = await Promise.all([import("sonner"), requestToaster()]);
  sonner[kind](title, options);
}

export const toast = {
  success: (title: string, options?: ToastOptions) => void show("success", title, options),
  error: (title: string, options?: ToastOptions) => void show("error", title, options),
  info: (title: string, options?: ToastOptions) => void show("info", title, options),
};
