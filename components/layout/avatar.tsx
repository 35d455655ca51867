"use client";

import { useState } from "react";
import type { Identity } from "@/lib/auth/identity";

export function Avatar({ identity }: { identity: Identity }) {
  const [broken, setBroken] = useState(false);
  if (identity.avatarUrl && !broken) {
    return (
      // A provider's picture from its own host, at 32 px: next/image would only proxy it through the app.
      <img
        src={identity.avatarUrl}
        alt=""
        aria-hidden="true"
        referrerPolicy="no-referrer"
        className="size-8 rounded-full object-cover"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground uppercase"
    >
      {(identity.name ?? identity.email).charAt(0) || "?"}
    </span>
  );
}
