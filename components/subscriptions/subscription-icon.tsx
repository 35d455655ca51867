"use client";

import { useState } from "react";
import { cn } from "@/lib/utils";

const SAFE_ICON = /^(https?:\/\/|\/brand-icons\/)/i;

/** Only http(s) and the built-in catalogue's icons are loaded; anything else, or a broken image, shows the initial. */
export function isSafeIconUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && SAFE_ICON.test(url.trim());
}

export function SubscriptionIcon({
  name,
  iconUrl,
  className,
}: {
  name: string;
  iconUrl: string | null | undefined;
  className?: string;
}) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  const showImage = isSafeIconUrl(iconUrl) && brokenUrl !== iconUrl;

  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted text-sm font-semibold text-muted-foreground",
        className,
      )}
    >
      {showImage ? (
        // A plain <img>: icons come from any host the user names, which next/image would have to allow-list.
        <img
          src={iconUrl.trim()}
          alt=""
          referrerPolicy="no-referrer"
          loading="lazy"
          className="size-full object-contain p-0.5"
          onError={() => setBrokenUrl(iconUrl)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
