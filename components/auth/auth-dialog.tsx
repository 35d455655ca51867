"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OAuthButtons } from "./oauth-buttons";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "signIn" | "signUp";

type AuthDialogProps = {
  open: boolean;
  tab: AuthTab;
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: AuthTab) => void;
};

export function AuthDialog({ open, tab, onOpenChange, onTabChange }: AuthDialogProps) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const [signedUpEmail, setSignedUpEmail] = useState("");

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={common("close")} className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList>
            <TabsTrigger value="signIn">{t("tabs.signIn")}</TabsTrigger>
            <TabsTrigger value="signUp">{t("tabs.signUp")}</TabsTrigger>
          </TabsList>
          <TabsContent value="signIn">
            <SignInForm key={signedUpEmail} defaultEmail={signedUpEmail} />
          </TabsContent>
          <TabsContent value="signUp">
            <SignUpForm
              onSignedUp={(email) => {
                setSignedUpEmail(email);
                onTabChange("signIn");
              }}
            />
          </TabsContent>
        </Tabs>
        <OAuthButtons />
      </DialogContent>
    </Dialog>
  );
}
