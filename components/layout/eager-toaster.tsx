"use client";

import { useEffect } from "react";
import { requestToaster } from "./toaster-gate";

/** Signed-in pages toast after most actions: load the toaster right away. */
export function EagerToaster() {
  useEffect(() => void requestToaster(), []);
  return null;
}
