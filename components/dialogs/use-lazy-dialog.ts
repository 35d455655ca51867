"use client";

import { useRef, useState } from "react";

/**
 * `opened` stays true once shown, so the dialog animates closed and reopens without loading again.
 * With no Radix trigger, it hands focus back to `trigger` itself.
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
