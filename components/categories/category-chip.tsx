import { cn } from "@/lib/utils";

/** The category's colour as a small dot; the name next to it carries the meaning. */
export function CategoryColorDot({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("inline-block size-3 shrink-0 rounded-full ring-1 ring-foreground/15", className)}
      style={{ backgroundColor: color }}
    />
  );
}
