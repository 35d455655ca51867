import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export function StepLayout({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
      <div className="flex flex-col-reverse gap-2 border-t bg-background px-6 py-4 sm:flex-row sm:justify-end">{footer}</div>
    </>
  );
}

/** A step's usual footer: back (outlined), then the button that goes on. */
export function StepButtons({
  back,
  onBack,
  next,
  onNext,
  nextDisabled = false,
}: {
  back: ReactNode;
  onBack: () => void;
  next: ReactNode;
  onNext: () => void;
  nextDisabled?: boolean;
}) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onBack}>
        {back}
      </Button>
      <Button type="button" disabled={nextDisabled} onClick={onNext}>
        {next}
      </Button>
    </>
  );
}
