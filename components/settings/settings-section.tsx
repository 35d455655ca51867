import type * as React from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function SettingsSection({
  id,
  title,
  description,
  icon,
  tone = "default",
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: React.ReactNode;
  tone?: "default" | "danger";
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn("gap-5 py-6", tone === "danger" && "border-destructive/30")}>
        <CardHeader className="flex-row items-start gap-3 px-5 sm:px-6">
          <span
            aria-hidden="true"
            className={cn(
              "grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4",
              tone === "danger" && "bg-destructive/10 text-destructive",
            )}
          >
            {icon}
          </span>
          <div className="grid gap-1.5">
            <CardTitle>
              <h2 id={headingId} className="text-base font-semibold">
                {title}
              </h2>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="px-5 sm:px-6">{children}</CardContent>
      </Card>
    </section>
  );
}
