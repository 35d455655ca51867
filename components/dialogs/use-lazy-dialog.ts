"use client";

import { useRef, useState } from "react";

/**
 * A dialog whose code loads on first use: `opened` stays true once it has been shown, so the dialog
 * can animate closed and reopen without loading again. The dialog has no Radix trigger, so it hands
 * the focus back to `trigger` itself when it closes.
 */
export function useLazyDialog<T extends HTMLElement = HTMLButtonElement>() {
  const trigger = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return {
    trigger,
    open,
    opened,
    setOpen,
    show() {
      setOpened(true);
      setOpen(true);
    },
  };
}
