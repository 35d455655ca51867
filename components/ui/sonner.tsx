"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

/** Toasts: top centre, 4 s, destructive ones styled as errors. */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={4000}
      theme="system"
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
