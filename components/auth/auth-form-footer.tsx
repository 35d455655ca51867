import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FormMessage } from "./form-message";

/** The form-level message and the submit button, with its loading state, of both auth forms. */
export function AuthFormFooter({
  message,
  submitting,
  submitLabel,
  submittingLabel,
}: {
  message?: string;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
}) {
  return (
    <>
      <FormMessage>{message}</FormMessage>
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting && <Spinner />}
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </>
  );
}
