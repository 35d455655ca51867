"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { ControlProps } from "@/components/form/form";
import { cn } from "@/lib/utils";
import type { BrandSearchMessage, BrandSuggestion } from "@/lib/subscriptions/brand-search-client";
import { SubscriptionIcon } from "./subscription-icon";
import { useBrandSearch } from "./use-brand-search";

type BrandComboboxProps = ControlProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onPick: (suggestion: BrandSuggestion) => void;
  name: string;
  inputRef: (element: HTMLInputElement | null) => void;
};

export function BrandCombobox({ id, value, onChange, onBlur, onPick, name, inputRef, ...aria }: BrandComboboxProps) {
  const t = useTranslations("brandSearch");
  const { state, search } = useBrandSearch();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listId = useId();
  const suggestions = state.status === "done" ? state.suggestions : [];
  const expanded = open && state.status !== "idle";

  const message = (m: BrandSearchMessage) => ("text" in m ? m.text : t(m.key));

  function pick(suggestion: BrandSuggestion) {
    setSelectedId(suggestion.id);
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && expanded && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      // Closes the list only; the dialog around it stays open (components/ui/dialog.tsx).
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <Input
        id={id}
        ref={inputRef}
        name={name}
        value={value}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        data-selected-brand={selectedId ?? undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setSelectedId(null);
          setActive(-1);
          setOpen(true);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur();
        }}
        {...aria}
      />
      <div
        className={cn(
          "absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
          !expanded && "hidden",
        )}
      >
        <ul id={listId} role="listbox" aria-label={t("suggestionsLabel")} className="max-h-64 overflow-y-auto p-1">
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                index === active && "bg-accent text-accent-foreground",
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(suggestion)}
            >
              <SubscriptionIcon name={suggestion.name} iconUrl={suggestion.iconUrl} size="sm" />
              <span className="truncate font-medium">{suggestion.name}</span>
              {suggestion.domain ? (
                <span className="ml-auto truncate text-xs text-muted-foreground">{suggestion.domain}</span>
              ) : null}
            </li>
          ))}
        </ul>
        <div role="status" className={cn("px-3 text-sm text-muted-foreground", state.status !== "done" && "py-2")}>
          {expanded && state.status === "loading" ? (
            <span className="flex items-center gap-2">
              <Spinner /> {t("searching")}
            </span>
          ) : null}
          {expanded && state.status === "error" ? message(state.message) : null}
        </div>
      </div>
    </div>
  );
}
