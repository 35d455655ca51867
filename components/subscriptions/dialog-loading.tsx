import { Spinner } from "@/components/ui/spinner";

export function DialogLoading() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner className="size-6 text-muted-foreground" />
    </div>
  );
}
