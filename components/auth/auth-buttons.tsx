"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { AuthTab } from "./auth-dialog";

// The dialog, its forms and the Supabase client load only when a visitor opens it.
const AuthDialog = dynamic(() => import("./auth-dialog").then((module) => module.AuthDialog), { ssr: false });

export function AuthButtons() {
  const t = useTranslations("header");
  const [tab, setTab] = useState<AuthTab | null>(null);
  const [opened, setOpened] = useState(false);

  function open(next: AuthTab) {
    setOpened(true);
    setTab(next);
  }

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => open("signIn")}>
        {t("signIn")}
      </Button>
      <Button size="sm" onClick={() => open("signUp")}>
        {t("join")}
      </Button>
      {opened && (
        <AuthDialog
          tab={tab ?? "signIn"}
          open={tab !== null}
          onTabChange={setTab}
          onOpenChange={(isOpen) => !isOpen && setTab(null)}
        />
      )}
    </>
  );
}
