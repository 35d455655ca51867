"use client";

import { Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";

export type MenuTriggerProps = {
  "aria-haspopup": "menu";
  "aria-expanded": false;
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
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

/**
 * A dropdown menu whose code loads on first use. Until then `placeholder` renders a button that
 * looks like the menu's own trigger; clicking it renders `children` (a lazily loaded menu) and
 * opens it. Hovering or focusing the button starts loading early (`load`).
 */
export function LazyMenu({
  load,
  placeholder,
  children,
}: {
  load: () => unknown;
  placeholder: (trigger: MenuTriggerProps) => ReactNode;
  children: ReactNode;
}) {
  const [requested, setRequested] = useState(false);
  const container = useRef<HTMLSpanElement>(null);
  const button = placeholder({
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onClick: () => setRequested(true),
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
  });
  if (!requested) return button;
  return (
    <span ref={container} className="contents">
      <Suspense fallback={button}>
        {children}
        <OpenOnMount container={container} />
      </Suspense>
    </span>
  );
}
