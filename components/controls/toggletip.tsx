"use client";

import { Info } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Shown on click, tap or Enter and announced (a live region), unlike a hover tooltip, which touch
 * and keyboard users never see.
 */
export function Toggletip({
  label,
  children,
  align = "start",
  className,
}: {
  label: string;
  children: ReactNode;
  align?: "start" | "end";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <span ref={root} className={cn("relative inline-flex", className)}>
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="inline-grid size-6 shrink-0 place-items-center rounded-full text-current opacity-80 outline-none transition hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60 [&_svg]:size-3.5"
      >
        <Info aria-hidden="true" />
      </button>
      <span id={id} role="status" className="contents">
        {open ? (
          <span
            className={cn(
              "absolute top-full z-50 mt-1.5 block w-72 max-w-[calc(100vw-2rem)] rounded-lg border bg-popover p-3 text-left text-sm font-normal text-popover-foreground shadow-md",
              align === "end" ? "right-0" : "left-0",
            )}
          >
            {children}
          </span>
        ) : null}
      </span>
    </span>
  );
}
