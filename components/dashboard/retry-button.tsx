"use client";

import { RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export function RetryButton({ label }: { label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button className="mt-6" variant="outline" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
      {pending ? <Spinner /> : <RotateCw aria-hidden="true" />}
      {label}
    </Button>
  );
}
