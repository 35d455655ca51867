import type * as React from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormMessage } from "./form-message";

type AuthFieldProps = React.ComponentProps<typeof Input> & {
  id: string;
  label: string;
  error?: string;
  invalid: boolean;
};

export function AuthField({ id, label, error, invalid, ...input }: AuthFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={invalid || undefined} aria-describedby={error ? messageId : undefined} {...input} />
      <FormMessage id={messageId}>{error}</FormMessage>
    </div>
  );
}
