"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { OAuthProvider } from "@/lib/auth/schema";
import { createClient } from "@/lib/supabase/client";

const PROVIDERS: { id: OAuthProvider; name: string; label: "google" | "apple"; error: "googleError" | "appleError" }[] = [
  { id: "google", name: "Google", label: "google", error: "googleError" },
  { id: "apple", name: "Apple", label: "apple", error: "appleError" },
];

export function OAuthButtons() {
  const t = useTranslations("auth.oauth");
  const [pending, setPending] = useState<OAuthProvider | null>(null);

  async function signIn(provider: (typeof PROVIDERS)[number]) {
    if (pending) return;
    setPending(provider.id);
    const { error } = await createClient()
      .auth.signInWithOAuth({
        provider: provider.id,
        options: { redirectTo: `${window.location.origin}/auth/callback` },
      })
      .catch(() => ({ error: new Error("unreachable") }));
    if (error) {
      setPending(null);
      toast.error(t(provider.error));
      return;
    }
    toast.info(t("redirecting"), { description: t("redirectingDescription", { provider: provider.name }) });
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("divider")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {PROVIDERS.map((provider) => (
          <Button
            key={provider.id}
            type="button"
            variant="outline"
            disabled={pending !== null}
            onClick={() => signIn(provider)}
          >
            {pending === provider.id ? <Spinner /> : <ProviderIcon provider={provider.id} />}
            {t(provider.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}

function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  if (provider === "google") {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
        <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
        <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
      <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1ZM13.9 5.1c.7-.9 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1.1 3 1.1.1 2.3-.6 3-1.4Z" />
    </svg>
  );
}
