"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import type { AuthTab } from "@/components/auth/auth-dialog";
import { Button } from "@/components/ui/button";

// Shares the lazily loaded dialog chunk with the header's buttons: nothing loads until a click.
const AuthDialog = dynamic(() => import("@/components/auth/auth-dialog").then((module) => module.AuthDialog), {
  ssr: false,
});

type JoinButtonProps = {
  children: ReactNode;
  className?: string;
  variant?: "default" | "outline" | "secondary";
};

/** A call to action that opens the auth dialog on the sign-up tab. */
export function JoinButton({ children, className, variant = "default" }: JoinButtonProps) {
  const [tab, setTab] = useState<AuthTab | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <>
      <Button
        size="lg"
        variant={variant}
        className={className}
        onClick={() => {
          setOpened(true);
          setTab("signUp");
        }}
      >
        {children}
      </Button>
      {opened && (
        <AuthDialog
          tab={tab ?? "signUp"}
          open={tab !== null}
          onTabChange={setTab}
          onOpenChange={(isOpen) => !isOpen && setTab(null)}
        />
      )}
    </>
  );
}
