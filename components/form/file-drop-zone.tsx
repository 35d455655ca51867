"use client";

import { useId, useState, type DragEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A dashed area that takes files dropped on it or chosen through the hidden input it labels. */
export function FileDropZone({
  label,
  title,
  hint,
  icon,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  label: string;
  title: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        "grid cursor-pointer place-items-center gap-2 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors focus-within:border-ring hover:bg-muted/50",
        dragging && "border-primary bg-primary/5",
      )}
    >
      {icon}
      <span className="font-medium">{title}</span>
      <span id={hintId} className="text-sm text-muted-foreground">
        {hint}
      </span>
      <input
        id={inputId}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={label}
        aria-describedby={hintId}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
}
