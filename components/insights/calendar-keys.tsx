"use client";

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function daysIn(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>("[data-day]")] : [];
}

/**
 * Roving tab stop: arrows move between days, Home/End to the week's ends, Page Up/Down follow the
 * month links. Without JavaScript every day with charges is an ordinary link.
 */
export function CalendarKeys({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const focusAfterNavigation = useRef<string | null>(null);

  useEffect(() => {
    const days = daysIn(root.current);
    const start = days.find((day) => day.getAttribute("aria-current") === "date") ?? days.find((day) => day.tagName === "A") ?? days[0];
    for (const day of days) day.tabIndex = day === start ? 0 : -1;
    const month = focusAfterNavigation.current;
    if (month && root.current?.querySelector(`[data-month="${month}"]`)) {
      focusAfterNavigation.current = null;
      start?.focus();
    }
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const days = daysIn(root.current);
    const current = event.target as HTMLElement;
    const index = days.indexOf(current);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;

    if (event.key === "PageUp" || event.key === "PageDown") {
      const link = root.current?.querySelector<HTMLAnchorElement>(`a[data-calendar-nav="${event.key === "PageUp" ? "previous" : "next"}"]`);
      event.preventDefault();
      if (!link) return;
      focusAfterNavigation.current = link.dataset.target ?? null;
      link.click();
      return;
    }

    const column = Number(current.dataset.column ?? 0);
    const next =
      event.key in STEPS
        ? index + STEPS[event.key]
        : event.key === "Home"
          ? index - column
          : event.key === "End"
            ? index + 6 - column
            : null;
    if (next === null) return;
    event.preventDefault();
    const target = days[Math.min(days.length - 1, Math.max(0, next))];
    current.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }

  return (
    <div ref={root} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
