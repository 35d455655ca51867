"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useEffectEvent, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * Grows in pages so a thousand cards never render at once. The button stays for keyboard users;
 * with `auto`, coming near it loads the next page.
 */
export function ShowMore({ label, onShow, auto = false }: { label: string; onShow: () => void; auto?: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  const showNextPage = useEffectEvent(onShow);

  useEffect(() => {
    const button = ref.current;
    if (!auto || !button || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showNextPage(), {
      rootMargin: "600px 0px",
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [auto]);

  return (
    <div className="flex justify-center pt-2">
      <Button ref={ref} variant="outline" size="sm" onClick={onShow}>
        <ChevronDown aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
