import type { ReactNode } from "react";

/** A step of the import dialog: a scrolling body, and its buttons kept in view below it. */
export function StepLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-end">{footer}</div>
    </>
  );
}
