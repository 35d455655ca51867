"use client";

import { DragDropContext, type DragStart, type DragUpdate, type DropResult, type ResponderProvided } from "@hello-pangea/dnd";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Currency } from "@/lib/currency/currencies";
import { categoryIdFromSectionKey, groupByCategory, type CategorySection as Section } from "@/lib/subscriptions/group";
import type { SortContext, SortKey } from "@/lib/subscriptions/sort";
import type { Subscription } from "@/lib/subscriptions/types";
import { CategorySection } from "./category-section";
import type { CardLookups } from "./subscription-grid";
import { applyOverrides } from "@/lib/subscriptions/category-overrides";
import { useCategoryMoves } from "./use-category-moves";
import type { Category } from "@/lib/categories/types";

type Props = {
  subscriptions: Subscription[];
  shown: Subscription[] | null;
  sort: SortKey;
  categories: Category[];
  context: SortContext;
  lookups: CardLookups;
  defaultCurrency: Currency;
};

/** Under a filter, sections keep their whole total, say how many cards it hides, and empty ones are left out. */
export function CategorySections({ subscriptions, shown, sort, categories, context, lookups, defaultCurrency }: Props) {
  const t = useTranslations("dashboard");
  const { overrides, move } = useCategoryMoves(subscriptions);
  const current = useMemo(() => applyOverrides(subscriptions, overrides), [subscriptions, overrides]);
  const sections = useMemo(() => {
    const all = groupByCategory(current, categories, context, sort, lookups.forecasts);
    if (!shown) return all.map((section) => ({ ...section, hidden: 0 }));
    const ids = new Set(shown.map((subscription) => subscription.id));
    return all
      .map((section) => {
        const visible = section.subscriptions.filter((subscription) => ids.has(subscription.id));
        return { ...section, subscriptions: visible, hidden: section.subscriptions.length - visible.length };
      })
      .filter((section) => section.subscriptions.length > 0);
  }, [current, categories, context, sort, shown, lookups.forecasts]);
  const names = useMemo(() => new Map(subscriptions.map((s) => [String(s.id), s.name])), [subscriptions]);

  const titleOf = (section: Section) => section.category?.name ?? t("sections.uncategorized");
  const sectionTitle = (key: string | undefined) => {
    const section = sections.find((candidate) => candidate.key === key);
    return section ? titleOf(section) : "";
  };

  function onDragStart(start: DragStart, provided: ResponderProvided) {
    provided.announce(
      t("dnd.lifted", { name: names.get(start.draggableId) ?? "", category: sectionTitle(start.source.droppableId) }),
    );
  }

  function onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
    const name = names.get(update.draggableId) ?? "";
    provided.announce(
      update.destination
        ? t("dnd.over", { name, category: sectionTitle(update.destination.droppableId) })
        : t("dnd.noTarget", { name }),
    );
  }

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const name = names.get(result.draggableId) ?? "";
    const from = result.source.droppableId;
    const to = result.destination?.droppableId;
    if (result.reason === "CANCEL" || !to) {
      provided.announce(t("dnd.cancelled", { name, category: sectionTitle(from) }));
      return;
    }
    if (to === from) {
      provided.announce(t("dnd.unchanged", { name, category: sectionTitle(from) }));
      return;
    }
    const categoryId = categoryIdFromSectionKey(to);
    if (categoryId === undefined) return;
    provided.announce(t("dnd.moved", { name, category: sectionTitle(to) }));
    move(Number(result.draggableId), categoryId);
  }

  return (
    <DragDropContext
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={t("dnd.instructions")}
    >
      <div className="space-y-8">
        {sections.map((section) => (
          <CategorySection
            key={section.key}
            section={section}
            hidden={section.hidden}
            title={titleOf(section)}
            lookups={lookups}
            defaultCurrency={defaultCurrency}
          />
        ))}
      </div>
    </DragDropContext>
  );
}
