import { CircleAlert } from "lucide-react";

/** An inline error under a field or a form; `id` lets inputs point at it with aria-describedby. */
export function FormMessage({ id, children }: { id?: string; children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="flex items-center gap-1.5 text-sm text-destructive">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
