"use client";

import { Draggable, Droppable } from "@hello-pangea/dnd";
import { Inbox } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useState } from "react";
import { CategoryColorDot } from "@/components/categories/category-chip";
import type { Currency } from "@/lib/currency/currencies";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { CategorySection as Section } from "@/lib/subscriptions/group";
import type { Subscription } from "@/lib/subscriptions/types";
import { cn } from "@/lib/utils";
import { ShowMore } from "./show-more";
import { SubscriptionCard } from "./subscription-card";
import { GRID_CLASS, cardPropsFor, type CardLookups } from "./subscription-grid";
import { useOnline } from "@/components/offline/use-online";

// A section shows this many cards until asked for all: dragging stays quick with a thousand subscriptions.
export const SECTION_PAGE_SIZE = 12;

// A drag restyles the whole page; cards off screen skip style, layout and paint. 14rem is a card's
// height; the clip margin keeps the shadow the containment would cut off.
const RENDER_WHEN_VISIBLE = "[content-visibility:auto] [contain-intrinsic-size:auto_14rem] [overflow-clip-margin:1.5rem]";

type SectionProps = {
  section: Section;
  hidden: number;
  title: string;
  lookups: CardLookups;
  defaultCurrency: Currency;
};

export function CategorySection({ section, hidden, title, lookups, defaultCurrency }: SectionProps) {
  const t = useTranslations("dashboard.sections");
  const headingId = `section-${section.key}`;
  const count = section.subscriptions.length;
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? section.subscriptions : section.subscriptions.slice(0, SECTION_PAGE_SIZE);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <CategoryColorDot color={section.color} className="ring-0" />
        <h3 id={headingId} className="font-semibold" style={section.category ? undefined : { color: section.color }}>
          {title}
        </h3>
        <span className="text-sm text-muted-foreground">
          {hidden > 0 ? t("countFiltered", { count, hidden }) : t("count", { count })}
        </span>
        <span className="ml-auto text-sm font-medium tabular-nums">
          {t(section.approximate ? "monthlyTotalAbout" : "monthlyTotal", {
            amount: formatMoney(section.monthlyTotal, defaultCurrency, lookups.locale, { whole: true }),
          })}
        </span>
      </header>
      <Droppable droppableId={section.key} direction="horizontal">
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={cn(
              "rounded-xl border border-transparent p-1 transition-colors",
              snapshot.isDraggingOver && "border-primary/50 bg-accent/40",
            )}
          >
            {count === 0 ? (
              <div className="flex min-h-24 items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
                <Inbox aria-hidden="true" className="size-4" />
                {t("dropHint")}
              </div>
            ) : (
              <div role="list" aria-labelledby={headingId} className={GRID_CLASS}>
                <SectionCards subscriptions={visible} lookups={lookups} />
                {provided.placeholder}
              </div>
            )}
            {count === 0 && <div className="hidden">{provided.placeholder}</div>}
          </div>
        )}
      </Droppable>
      {count > visible.length && (
        <ShowMore label={t("showAll", { count })} onShow={() => setExpanded(true)} />
      )}
    </section>
  );
}

function sameItems(a: readonly Subscription[], b: readonly Subscription[]) {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Re-renders only when the section's cards change, not on every drag frame over it. */
const SectionCards = memo(
  function SectionCards({ subscriptions, lookups }: { subscriptions: Subscription[]; lookups: CardLookups }) {
    return subscriptions.map((subscription, index) => (
      <DraggableCard key={subscription.id} subscription={subscription} index={index} lookups={lookups} />
    ));
  },
  (previous, next) => previous.lookups === next.lookups && sameItems(previous.subscriptions, next.subscriptions),
);

function DraggableCard({ subscription, index, lookups }: { subscription: Subscription; index: number; lookups: CardLookups }) {
  const t = useTranslations("dashboard.dnd");
  const online = useOnline();
  return (
    <Draggable draggableId={String(subscription.id)} index={index} isDragDisabled={!online}>
      {(provided, snapshot) => {
        const moving = snapshot.isDragging || snapshot.isDropAnimating;
        return (
          <div
            ref={provided.innerRef}
            {...provided.draggableProps}
            {...provided.dragHandleProps}
            // The handle wraps the card's own buttons, so it cannot be a button itself.
            role="listitem"
            aria-roledescription={t("roleDescription")}
            aria-label={subscription.name}
            // Cards never shift to make room, and a drop does not fly: the section re-sorts on drop.
            style={
              moving
                ? { ...provided.draggableProps.style, ...(snapshot.isDropAnimating ? { transitionDuration: "0.001s" } : {}) }
                : { ...provided.draggableProps.style, transform: "none" }
            }
            className={cn(
              "rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
              RENDER_WHEN_VISIBLE,
              snapshot.isDragging && "rotate-1 shadow-lg",
            )}
          >
            <SubscriptionCard
              {...cardPropsFor(subscription, lookups)}
              headingLevel={4}
              className={cn(snapshot.isDragging && "shadow-lg")}
            />
          </div>
        );
      }}
    </Draggable>
  );
}
