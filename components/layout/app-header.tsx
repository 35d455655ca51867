import type * as React from "react";
import type { Identity } from "@/lib/auth/identity";
import { SiteHeader } from "./site-header";
import { UserMenu } from "./user-menu";

/** The header of signed-in pages: page actions, then the language selector and the avatar menu. */
export function AppHeader({ user, children }: { user: Identity; children?: React.ReactNode }) {
  const { email, provider, name, avatarUrl } = user;
  return (
    <SiteHeader>
      {children}
      <UserMenu identity={{ email, provider, name, avatarUrl }} />
    </SiteHeader>
  );
}
