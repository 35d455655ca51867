"use client";

import { useState, type ReactNode } from "react";

/**
 * A list folded away until asked for. Its rows are rendered the first time it opens: a long
 * statement's review holds hundreds of them, and rendering them all at once holds up the page.
 */
export function FoldedList({ summary, rows }: { summary: string; rows: () => ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="text-sm" onToggle={(event) => setOpened((was) => was || event.currentTarget.open)}>
      <summary className="cursor-pointer text-xs font-medium text-muted-foreground hover:text-foreground">{summary}</summary>
      {opened ? <ul className="mt-2 grid gap-1 text-xs">{rows()}</ul> : null}
    </details>
  );
}
