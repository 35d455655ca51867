"use client";

import { useTranslations } from "next-intl";
import { lazy } from "react";
import { AccountLocaleSync } from "@/components/auth/account-locale-sync";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/ui/lazy-menu";

const load = () => import("./user-menu-dropdown");
const UserMenuDropdown = lazy(() => load().then((module) => ({ default: module.UserMenuDropdown })));

export function Avatar({ email }: { email: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground uppercase"
    >
      {email.charAt(0) || "?"}
    </span>
  );
}

/** The avatar menu: the signed-in email, settings, the theme and sign out. Its code loads on first use. */
export function UserMenu({ email }: { email: string }) {
  const t = useTranslations("userMenu");
  return (
    <>
      <AccountLocaleSync email={email} />
      <LazyMenu
        load={load}
        placeholder={(trigger) => (
          <button type="button" className={buttonVariants({ variant: "ghost", size: "icon", className: "rounded-full" })} aria-label={t("label")} {...trigger}>
            <Avatar email={email} />
          </button>
        )}
      >
        <UserMenuDropdown email={email} />
      </LazyMenu>
    </>
  );
}
