"use client";

import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { whenIdle } from "@/lib/when-idle";

export type MenuTriggerProps = {
  "aria-haspopup": "menu";
  "aria-expanded": false;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

/** Opens the freshly loaded menu the way a keyboard user would, keeping its focus handling. */
function OpenOnMount({ container }: { container: RefObject<HTMLSpanElement | null> }) {
  useEffect(() => {
    const trigger = container.current?.querySelector("button");
    trigger?.focus();
    trigger?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
  }, [container]);
  return null;
}

/** The real trigger takes the focus the placeholder had when it was swapped in. */
function KeepFocus({ container }: { container: RefObject<HTMLSpanElement | null> }) {
  useEffect(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) container.current?.querySelector("button")?.focus();
  }, [container]);
  return null;
}

type Stage = "placeholder" | "ready" | "open";

/**
 * A dropdown menu whose code loads on first use. Hover, focus or (with `preloadWhenIdle`) an idle
 * moment loads it and swaps in the real trigger; a click that comes first opens it when it arrives.
 */
export function LazyMenu({
  load,
  placeholder,
  children,
  preloadWhenIdle = false,
}: {
  load: () => Promise<unknown>;
  placeholder: (trigger: MenuTriggerProps) => ReactNode;
  children: ReactNode;
  preloadWhenIdle?: boolean;
}) {
  const [stage, setStage] = useState<Stage>("placeholder");
  const container = useRef<HTMLSpanElement>(null);
  const [focused, setFocused] = useState(false);
  const preload = useCallback(() => {
    load().then(
      () => setStage((current) => (current === "placeholder" ? "ready" : current)),
      () => undefined,
    );
  }, [load]);

  useEffect(() => {
    if (preloadWhenIdle) return whenIdle(preload, { timeout: 3000, otherwiseAfter: 1500 });
  }, [preloadWhenIdle, preload]);

  const button = placeholder({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onClick: () => setStage("open"),
    onPointerEnter: preload,
    onFocus: () => {
      setFocused(true);
      preload();
    },
    onBlur: () => setFocused(false),
  });
  if (stage === "placeholder") return button;
  return (
    <span ref={container} className="contents">
      <Suspense fallback={button}>
        {children}
        {stage === "open" ? <OpenOnMount container={container} /> : focused ? <KeepFocus container={container} /> : null}
      </Suspense>
    </span>
  );
}
