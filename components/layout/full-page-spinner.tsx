import { Spinner } from "@/components/ui/spinner";

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid min-h-dvh place-items-center">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Spinner className="size-8 text-primary" />
        <span className="text-sm">{label}</span>
      </div>
    </div>
  );
}
