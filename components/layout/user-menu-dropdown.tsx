"use client";

import { LogOut, Settings } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { useSignOut } from "@/components/auth/use-sign-out";
import { ThemeMenuItems } from "@/components/theme/theme-menu-items";
import { PROVIDER_NAMES, type Identity } from "@/lib/auth/identity";
import { Avatar } from "./avatar";

export function UserMenuDropdown({ identity }: { identity: Identity }) {
  const t = useTranslations();
  const { signingOut, signOut } = useSignOut();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t("userMenu.label")}>
          <Avatar identity={identity} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block text-xs text-muted-foreground">
            {identity.provider ? t("userMenu.signedInWith", { provider: PROVIDER_NAMES[identity.provider] }) : t("userMenu.signedInAs")}
          </span>
          {identity.name ? <span className="block truncate font-medium">{identity.name}</span> : null}
          <span className={identity.name ? "block truncate text-muted-foreground" : "block truncate font-medium"}>{identity.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            {t("userMenu.settings")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            void signOut();
          }}
          disabled={signingOut}
        >
          {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          {signingOut ? t("userMenu.loggingOut") : t("userMenu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
