import type * as React from "react";
import type { Identity } from "@/lib/auth/identity";
import { SiteHeader } from "./site-header";
import { UserMenu } from "./user-menu";

export function AppHeader({ user, children }: { user: Identity; children?: React.ReactNode }) {
  const { email, provider, name, avatarUrl } = user;
  return (
    <SiteHeader>
      {children}
      <UserMenu identity={{ email, provider, name, avatarUrl }} />
    </SiteHeader>
  );
}
