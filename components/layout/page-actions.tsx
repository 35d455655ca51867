"use client";

import { useSelectedLayoutSegment } from "next/navigation";
import type * as React from "react";

/** The header actions of whichever page the layout is showing, keyed by its route segment. */
export function PageActions({ actions }: { actions: Record<string, React.ReactNode> }) {
  const segment = useSelectedLayoutSegment();
  return segment ? (actions[segment] ?? null) : null;
}
