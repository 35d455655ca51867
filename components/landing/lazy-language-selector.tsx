"use client";

import { Languages } from "lucide-react";
import { Suspense, lazy, useEffect, useRef, useState, type RefObject } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import type { IslandIntl } from "@/lib/i18n/island";
import { localeNames, type Locale } from "@/lib/i18n/locales";

const loadSelector = () => import("./language-menu");
const LanguageMenu = lazy(() => loadSelector().then((module) => ({ default: module.LanguageMenu })));

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
 * The header's language selector, with the menu's code fetched on first use: the landing page
 * ships a plain button that looks the same, and swaps in the real menu when it is opened.
 */
export function LazyLanguageSelector({ label, intl }: { label: string; intl: IslandIntl }) {
  const current = intl.locale as Locale;
  const [requested, setRequested] = useState(false);
  const container = useRef<HTMLSpanElement>(null);

  const placeholder = (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size: "sm" })}
      aria-label={`${label}: ${localeNames[current]}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadSelector()}
      onFocus={() => void loadSelector()}
      onClick={() => setRequested(true)}
    >
      <Languages aria-hidden="true" />
      <span className="hidden sm:inline">{localeNames[current]}</span>
    </button>
  );
  if (!requested) return placeholder;
  return (
    <span ref={container} className="contents">
      <Suspense fallback={placeholder}>
        <LanguageMenu intl={intl} />
        <OpenOnMount container={container} />
      </Suspense>
    </span>
  );
}
