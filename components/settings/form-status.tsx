import { CircleAlert, CircleCheck } from "lucide-react";
import { Alert, AlertTitle } from "@/components/ui/alert";

export type FormStatus = { kind: "success" | "error"; message: string } | null;

/** The inline result of a settings form: settings show alerts in place, not toasts. */
export function FormStatusAlert({ status }: { status: FormStatus }) {
  if (!status) return null;
  const success = status.kind === "success";
  return (
    <Alert variant={success ? "success" : "destructive"} role={success ? "status" : "alert"}>
      {success ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
      <AlertTitle>{status.message}</AlertTitle>
    </Alert>
  );
}
