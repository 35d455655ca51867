"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";
import { initialOf, safeIconUrl } from "./icon-url";

/** The brand icon, or the name's initial when there is none, it is not a safe URL, or it fails to load. */
export function SubscriptionIcon({ name, iconUrl, className }: { name: string; iconUrl: string | null; className?: string }) {
  const src = safeIconUrl(iconUrl);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const showImage = src !== null && brokenSrc !== src;

  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-11 shrink-0 place-items-center overflow-hidden rounded-xl border bg-muted text-lg font-semibold text-muted-foreground",
        className,
      )}
    >
      {showImage ? (
        // A plain <img>: icons come from any host the user names, which next/image would have to allow-list.
        <img
          src={src}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full bg-white object-contain p-1.5"
          onError={() => setBrokenSrc(src)}
        />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
