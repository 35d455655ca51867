import type * as React from "react";
import { FormMessage } from "@/components/auth/form-message";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** A label, one control, an optional hint and the field's error; the control gets ids via `describedBy`. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={`${id}-message`}>{error}</FormMessage>
    </div>
  );
}

/** The aria attributes a control inside FormField needs. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = error ? `${id}-message` : hint ? `${id}-hint` : undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const;
}
