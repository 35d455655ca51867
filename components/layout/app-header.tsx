import type * as React from "react";
import { SiteHeader } from "./site-header";
import { UserMenu } from "./user-menu";

/** The header of signed-in pages: page actions, then the language selector and the avatar menu. */
export function AppHeader({ email, children }: { email: string; children?: React.ReactNode }) {
  return (
    <SiteHeader>
      {children}
      <UserMenu email={email} />
    </SiteHeader>
  );
}
