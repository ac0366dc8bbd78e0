import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

type Category = { codeId: string; codeName: string };

type CategoryTabsProps = {
  label: string;
  allLabel: string;
  categories: readonly Category[];
  /** '' for every category. */
  selected: string;
  onSelect: (codeId: string) => void;
  children: ReactNode;
  /** false: no '전체' tab (the staff console's two lists). */
  withAll?: boolean;
};

/**
 * Categories as WAI-ARIA tabs over one panel (the list of the chosen category): arrow keys, Home and
 * End move and select, only the selected tab is in the tab order.
 */
export function CategoryTabs({
  label,
  allLabel,
  categories,
  selected,
  onSelect,
  children,
  withAll = true,
}: CategoryTabsProps) {
  const id = useId();
  const items = withAll ? [{ codeId: '', codeName: allLabel }, ...categories] : [...categories];
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = Math.max(
    0,
    items.findIndex((c) => c.codeId === selected),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[(next + items.length) % items.length]!;
    onSelect(item.codeId);
    refs.current.get(item.codeId)?.focus();
  };
  const selectedItem = items[current]!;
  return (
    <div className="category-tabs">
      <div className="category-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.codeId === selectedItem.codeId;
          return (
            <button
              key={item.codeId || 'all'}
              ref={(node) => {
                if (node) refs.current.set(item.codeId, node);
                else refs.current.delete(item.codeId);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.codeId || 'all'}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              className="category-tabs__tab"
              onClick={() => onSelect(item.codeId)}
            >
              {item.codeName}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selectedItem.codeId || 'all'}`}>
        {children}
      </div>
    </div>
  );
}
