"use client";

import { useTranslations } from "next-intl";
import { lazy } from "react";
import { AccountLocaleSync } from "@/components/auth/account-locale-sync";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/controls/lazy-menu";
import type { Identity } from "@/lib/auth/identity";
import { Avatar } from "./avatar";

const load = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(() => load().then((module) => ({ default: module.UserMenuDropdown })));

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
