import type { ReactNode } from "react";

export function StepLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-end">{footer}</div>
    </>
  );
}
