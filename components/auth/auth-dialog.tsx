"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { IslandIntl } from "@/lib/i18n/island";
import { ForgotPasswordForm } from "./forgot-password-form";
import { OAuthButtons } from "./oauth-buttons";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthTab = "signIn" | "signUp";

type AuthDialogProps = {
  intl: IslandIntl;
  open: boolean;
  tab: AuthTab;
  onOpenChange: (open: boolean) => void;
  onTabChange: (tab: AuthTab) => void;
};

/** The dialog brings its own translations: the landing page has no app-wide provider. */
export function AuthDialog({ intl, ...props }: AuthDialogProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <AuthDialogContent {...props} />
    </NextIntlClientProvider>
  );
}

function AuthDialogContent({ open, tab, onOpenChange, onTabChange }: Omit<AuthDialogProps, "intl">) {
  const t = useTranslations("auth");
  const common = useTranslations("common");
  const [signedUpEmail, setSignedUpEmail] = useState("");
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

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
            {forgotEmail === null ? (
              <SignInForm key={signedUpEmail} defaultEmail={signedUpEmail} onForgot={setForgotEmail} />
            ) : (
              <ForgotPasswordForm
                defaultEmail={forgotEmail}
                onBack={(email) => {
                  setSignedUpEmail(email);
                  setForgotEmail(null);
                }}
              />
            )}
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
