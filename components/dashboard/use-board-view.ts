"use client";

import { useEffect, useState } from "react";
import {
  BOARD_VIEW_COOKIE,
  BOARD_VIEW_STORAGE_KEY,
  parseBoardView,
  serializeBoardView,
  writeBoardViewParams,
  type BoardView,
} from "@/lib/subscriptions/board-view";

const ONE_YEAR = 60 * 60 * 24 * 365;

function saveOnDevice(view: BoardView) {
  const value = serializeBoardView(view);
  try {
    window.localStorage.setItem(BOARD_VIEW_STORAGE_KEY, value);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  document.cookie = `${BOARD_VIEW_COOKIE}=${value}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

function hasCookie() {
  return document.cookie.split("; ").some((pair) => pair.startsWith(`${BOARD_VIEW_COOKIE}=`));
}

/** The server paints from the cookie (no flash); local storage keeps the choice when the cookie is gone. */
export function useBoardView(initial: BoardView) {
  const [view, setView] = useState(initial);

  useEffect(() => {
    const params = new URL(window.location.href).searchParams;
    if (hasCookie() || params.has("sort") || params.has("group")) return;
    let stored: BoardView | null = null;
    try {
      stored = parseBoardView(window.localStorage.getItem(BOARD_VIEW_STORAGE_KEY));
    } catch {
      return;
    }
    if (!stored) return;
    saveOnDevice(stored);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage is only readable after hydration
    setView(stored);
  }, []);

  function change(next: BoardView) {
    setView(next);
    saveOnDevice(next);
    const url = writeBoardViewParams(new URL(window.location.href), next);
    window.history.replaceState(window.history.state, "", url);
  }

  return [view, change] as const;
}
