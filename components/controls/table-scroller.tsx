import type * as React from "react";
import { cn } from "@/lib/utils";

/** Focusable (named by the heading above it) so the keyboard can scroll a table wider than the screen. */
export function TableScroller({ labelledBy, className, children }: { labelledBy: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn("overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
    >
      {children}
    </div>
  );
}
