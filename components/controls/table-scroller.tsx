import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * Holds a table that can be wider than a phone's screen. It scrolls sideways, and because it
 * takes focus (named by the heading it sits under), the keyboard can scroll it too.
 */
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
