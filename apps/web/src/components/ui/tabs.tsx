import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import './tabs.css';

export type TabItem = { id: string; label: string; panel: ReactNode };

type TabsProps = {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem[];
  /**
   * The tab list stays at the top edge while the page scrolls (the home's fixed tab bar, spec 000 §2);
   * choosing a tab while it is stuck brings the new panel's start into view under it.
   */
  sticky?: boolean;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home and End jump, and only
 * the selected tab is in the tab order.
 */
export function Tabs({ label, items, sticky = false }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const scrollToPanel = useRef(false);
  // After the new panel is drawn, so the page's new height is the one scrolled in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen tab changes
  useLayoutEffect(() => {
    if (!scrollToPanel.current) return;
    scrollToPanel.current = false;
    panelRef.current?.scrollIntoView({ block: 'start' });
  }, [selectedId]);

  // The items can change under us (server setup arrives); fall back to the first one.
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  if (!selected) return null;

  function choose(id: string) {
    setSelectedId(id);
    // Stuck at the top: the reader was down in the old panel; the new one starts under the bar.
    const list = listRef.current;
    const panel = panelRef.current;
    scrollToPanel.current =
      sticky && !!list && !!panel && panel.getBoundingClientRect().top < list.getBoundingClientRect().bottom;
  }

  function select(index: number) {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    choose(item.id);
    // A stuck bar is in view already; scrolling a sticky element into view would jump to where it sat.
    tabRefs.current.get(item.id)?.focus({ preventScroll: sticky });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.id === selected?.id);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={sticky ? 'tabs tabs--sticky' : 'tabs'}>
      <div ref={listRef} className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.id === selected.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="tabs__tab"
              onClick={() => choose(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        ref={panelRef}
        className="tabs__panel"
        role="tabpanel"
        id={`${baseId}-panel-${selected.id}`}
        aria-labelledby={`${baseId}-tab-${selected.id}`}
      >
        {selected.panel}
      </div>
    </div>
  );
}
