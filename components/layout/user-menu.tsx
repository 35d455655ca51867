"use client";

import { useTranslations } from "next-intl";
import { lazy, useState } from "react";
import { AccountLocaleSync } from "@/components/auth/account-locale-sync";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/ui/lazy-menu";
import type { Identity } from "@/lib/auth/identity";

const load = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(() => load().then((module) => ({ default: module.UserMenuDropdown })));

/** The provider's picture when there is one that loads, else the first letter of the name or email. */
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

/** The avatar menu: who is signed in (and through which provider), settings, the theme and sign out. Its code loads on first use. */
export function UserMenu({ identity }: { identity: Identity }) {
  const t = useTranslations("userMenu");
  return (
    <>
      <AccountLocaleSync email={identity.email} />
      <LazyMenu
        load={load}
        placeholder={(trigger) => (
          <button type="button" className={buttonVariants({ variant: "ghost", size: "icon", className: "rounded-full" })} aria-label={t("label")} {...trigger}>
            <Avatar identity={identity} />
          </button>
        )}
      >
        <UserMenuDropdown identity={identity} />
      </LazyMenu>
    </>
  );
}
