"use client";

import { useCallback, useRef, useState } from "react";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { moveSubscriptionAction } from "@/lib/subscriptions/actions";
import type { Subscription } from "@/lib/subscriptions/types";
import type { CategoryOverrides } from "@/lib/categories/overrides";

const NONE: CategoryOverrides = new Map();

/**
 * Moves at once and saves in the background; a failed save puts the card back. New server data
 * replaces the local guesses.
 */
export function useCategoryMoves(subscriptions: Subscription[]) {
  const failed = useFailureToast();
  const [source, setSource] = useState(subscriptions);
  const [overrides, setOverrides] = useState<CategoryOverrides>(NONE);
  const attempt = useRef(0);
  const latestAttempt = useRef(new Map<number, number>());

  if (source !== subscriptions) {
    setSource(subscriptions);
    setOverrides(NONE);
  }

  const move = useCallback(
    (id: number, categoryId: number | null) => {
      const token = ++attempt.current;
      latestAttempt.current.set(id, token);
      setOverrides((current) => new Map(current).set(id, categoryId));
      const rollback = () => {
        setOverrides((current) => {
          // A later move of the same card supersedes this one.
          if (!current.has(id) || latestAttempt.current.get(id) !== token) return current;
          const next = new Map(current);
          next.delete(id);
          return next;
        });
        failed("subscriptionToasts.updateFailed");
      };
      moveSubscriptionAction({ id, categoryId }).then((result) => {
        if (!result.ok) rollback();
      }, rollback);
    },
    [failed],
  );

  return { overrides, move };
}
