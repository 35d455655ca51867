"use client";

import { Toaster as Sonner, type ToasterProps } from "sonner";

// Sonner's own rich colours miss 4.5:1 in places; these come from the app's palette, in both schemes.
const tone = (color: string) => ({
  bg: `color-mix(in oklab, var(${color}) 8%, var(--popover))`,
  border: `color-mix(in oklab, var(${color}) 35%, var(--popover))`,
  text: `var(${color})`,
});
const tones = { success: tone("--success"), error: tone("--destructive"), warning: tone("--warning"), info: tone("--primary") };

function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      duration={4000}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          ...Object.fromEntries(
            Object.entries(tones).flatMap(([name, colors]) => [
              [`--${name}-bg`, colors.bg],
              [`--${name}-border`, colors.border],
              [`--${name}-text`, colors.text],
            ]),
          ),
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
