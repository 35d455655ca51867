"use client";

import type { VariantProps } from "class-variance-authority";
import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { requestToaster } from "@/components/toast/toaster-gate";
import type { IslandIntl } from "@/lib/i18n/island";
import type { AuthTab } from "./auth-dialog";

// The dialog, its forms and the Supabase client load only when a visitor opens it.
const AuthDialog = dynamic(() => import("./auth-dialog").then((module) => module.AuthDialog), { ssr: false });

export type AuthDialogTriggerProps = VariantProps<typeof buttonVariants> & {
  intl: IslandIntl;
  tab: AuthTab;
  className?: string;
  children: ReactNode;
};

export function AuthDialogTrigger({ intl, tab, variant, size, className, children }: AuthDialogTriggerProps) {
  const [openTab, setOpenTab] = useState<AuthTab | null>(null);
  const [opened, setOpened] = useState(false);

  function open() {
    setOpened(true);
    setOpenTab(tab);
    void requestToaster();
  }

  return (
    <>
      <button type="button" className={buttonVariants({ variant, size, className })} onClick={open}>
        {children}
      </button>
      {opened && (
        <AuthDialog
          intl={intl}
          tab={openTab ?? tab}
          open={openTab !== null}
          onTabChange={setOpenTab}
          onOpenChange={(isOpen) => !isOpen && setOpenTab(null)}
        />
      )}
    </>
  );
}
