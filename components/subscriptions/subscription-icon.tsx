"use client";

import { cva, type VariantProps } from "class-variance-authority";
import { useState } from "react";
import { initialOf, safeIconUrl } from "@/lib/subscriptions/icon-url";
import { cn } from "@/lib/utils";

const iconVariants = cva(
  "grid shrink-0 place-items-center overflow-hidden border bg-muted font-semibold text-muted-foreground",
  {
    variants: {
      size: {
        sm: "size-6 rounded-md text-xs [&>img]:p-0.5",
        md: "size-9 rounded-md text-sm [&>img]:p-1",
        lg: "size-11 rounded-xl text-lg [&>img]:p-1.5",
      },
    },
    defaultVariants: { size: "lg" },
  },
);

export function SubscriptionIcon({
  name,
  iconUrl,
  size,
  className,
}: VariantProps<typeof iconVariants> & { name: string; iconUrl: string | null | undefined; className?: string }) {
  const src = safeIconUrl(iconUrl);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);

  return (
    <span aria-hidden="true" className={cn(iconVariants({ size }), className)}>
      {src !== null && brokenSrc !== src ? (
        // A plain <img>: icons come from any host the user names, which next/image would have to allow-list.
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          className="size-full bg-white object-contain"
          onError={() => setBrokenSrc(src)}
        />
      ) : (
        initialOf(name)
      )}
    </span>
  );
}
