import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

function Spinner({ className, ...props }: React.ComponentProps<"svg">) {
  return <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} {...props} />;
}

export { Spinner };
