"use client";

import { ChevronsUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { ControlProps } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export type SearchableOption = { value: string; label: string; keywords?: string };

type Props = Partial<ControlProps> & {
  value: string;
  selectedLabel: string;
  /** Built on first open, so a long list (every time zone) costs nothing until someone looks. */
  getOptions: () => SearchableOption[];
  onChange: (value: string) => void;
  placeholder: string;
  name?: string;
};

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

function matches(option: SearchableOption, words: string[]): boolean {
  const haystack = fold(`${option.label} ${option.keywords ?? ""}`);
  return words.every((word) => haystack.includes(word));
}

export function SearchableSelect({ value, selectedLabel, getOptions, onChange, placeholder, name, id, ...aria }: Props) {
  const t = useTranslations("currency.picker");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [options, setOptions] = useState<SearchableOption[] | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  const filtered = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return (options ?? []).filter((option) => matches(option, words));
  }, [options, query]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  function show() {
    const all = options ?? getOptions();
    if (!options) setOptions(all);
    setQuery("");
    setActive(Math.max(0, all.findIndex((option) => option.value === value)));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    setQuery("");
  }

  function pick(option: SearchableOption) {
    onChange(option.value);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return show();
      if (filtered.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + filtered.length) % filtered.length);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      if (filtered[active]) pick(filtered[active]);
    } else if (event.key === "Escape" && open) {
      // Closes the list only; a dialog around it stays open.
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && filtered[active] ? `${listId}-${active}` : undefined}
        placeholder={open ? placeholder : undefined}
        value={open ? query : selectedLabel}
        className="pr-8"
        onFocus={show}
        onClick={() => (open ? undefined : show())}
        onChange={(event) => {
          if (!open) show();
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        // Closed once focus has moved: closing within the blur re-renders while Tab is moving focus,
        // and the move was lost (focus fell to the page instead of the next field).
        onBlur={() => setTimeout(close)}
        {...aria}
      />
      <ChevronsUpDown aria-hidden="true" className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-muted-foreground" />
      <div
        className={cn(
          "absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
          !open && "hidden",
        )}
      >
        {/* tabIndex -1: Chromium puts a scrollable list in the Tab order, and Tab would land on it as it closes. */}
        <ul ref={listRef} id={listId} role="listbox" tabIndex={-1} aria-label={t("options")} className="max-h-64 overflow-y-auto p-1">
          {open
            ? filtered.map((option, index) => (
                <li
                  key={option.value}
                  id={`${listId}-${index}`}
                  data-index={index}
                  role="option"
                  aria-selected={option.value === value}
                  className={cn(
                    "cursor-pointer rounded-sm px-2 py-1.5 text-sm",
                    index === active && "bg-accent text-accent-foreground",
                    option.value === value && "font-medium",
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => pick(option)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {open && filtered.length === 0 ? (
          <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
            {t("noMatch", { query })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
