"use client";

import { startTransition, useEffect, useId, useState, type ReactElement } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

// About what the dialog shows without scrolling.
const BATCH = 2;

// What a row not yet scrolled into view is taken to measure: a new subscription's form, or one line.
const ROW_SIZE = {
  form: "[contain-intrinsic-block-size:auto_32rem] sm:[contain-intrinsic-block-size:auto_20rem]",
  line: "[contain-intrinsic-block-size:auto_6rem]",
};

export type RowGroup = { key: string; title: string; hint: string; rowSize: keyof typeof ROW_SIZE; rows: readonly ReactElement[] };

/**
 * How many of `total` rows to render so far: a batch at first, then a batch more after each commit.
 * Style and layout of a long review at once is one long task; batch by batch, the page stays
 * responsive and the first rows show no later.
 */
function useRevealedCount(total: number): number {
  const [shown, setShown] = useState(BATCH);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + BATCH));
  }, [shown, total]);
  return shown;
}

/** `count` rows shared out over groups of `sizes`, in order: how many of each group to render. */
function shareOut(count: number, sizes: readonly number[]): number[] {
  let left = count;
  return sizes.map((size) => {
    const taken = Math.min(size, Math.max(0, left));
    left -= taken;
    return taken;
  });
}

/** A group of findings, shown once its first row is rendered; its badge counts all of them. */
function Group({ group, shown }: { group: RowGroup; shown: number }) {
  const id = useId();
  if (shown === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={id} className="flex items-center gap-2 font-semibold">
          {group.title}
          <Badge variant="secondary">{group.rows.length}</Badge>
        </h3>
        <p className="text-sm text-muted-foreground">{group.hint}</p>
      </div>
      <div className="grid gap-2">
        {group.rows.slice(0, shown).map((row) => (
          // A row scrolled out of the dialog's view is neither laid out nor painted.
          <div key={row.key} className={cn("[content-visibility:auto]", ROW_SIZE[group.rowSize])}>
            {row}
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The groups' rows, revealed a batch at a time. The count lives here, not in the caller: revealing
 * a batch renders only the new rows, as the rows already shown are the same elements as before.
 */
export function RevealedGroups({ groups }: { groups: readonly RowGroup[] }) {
  const sizes = groups.map((group) => group.rows.length);
  const shown = shareOut(useRevealedCount(sizes.reduce((sum, size) => sum + size, 0)), sizes);
  return groups.map((group, index) => <Group key={group.key} group={group} shown={shown[index]} />);
}
