import { REGIONS } from '@reading/contract/codes/regions';
import { CATEGORIES, KDC_CLASSES, LANGUAGES } from '@reading/contract/search/search';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { searchMessages } from '../../../messages/search.ts';
import { emptyFilters, type SearchFilters } from '../lib/search-url.ts';

type FilterPanelProps = {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  /** Regions only make sense in the total search. */
  showLocations: boolean;
  /** "Other schools" needs a school whose loan group to use. */
  showOtherSchool: boolean;
};

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** The filter panel of spec 000 §3 with the clear-filter action of §4. */
export function FilterPanel({ filters, onApply, showLocations, showOtherSchool }: FilterPanelProps) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function clear() {
    const empty = emptyFilters();
    setDraft(empty);
    onApply(empty);
  }

  const checkboxes = (
    legend: string,
    options: readonly { code: string; name: string }[],
    key: 'locations' | 'categories' | 'skco' | 'languages',
  ) => (
    <fieldset className="filter-panel__group">
      <legend>{legend}</legend>
      <div className="filter-panel__options">
        {options.map((o) => (
          <label key={o.code} className="filter-panel__check">
            <input
              type="checkbox"
              checked={draft[key].includes(o.code)}
              onChange={() => setDraft({ ...draft, [key]: toggle(draft[key], o.code) })}
            />
            {o.name}
          </label>
        ))}
      </div>
    </fieldset>
  );

  const text = (
    label: string,
    key: 'isbn' | 'author' | 'published' | 'startYear' | 'endYear',
    numeric = false,
  ) => (
    <div className="filter-panel__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        value={draft[key]}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 4 : 100}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </div>
  );

  return (
    <form className="filter-panel" aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h2 id={`${id}-title`} className="filter-panel__title">
        {searchMessages.filterTitle}
      </h2>
      {showLocations
        ? checkboxes(
            searchMessages.filterLocations,
            REGIONS.filter((r) => r.code !== 'A10'),
            'locations',
          )
        : null}
      {checkboxes(searchMessages.filterCategories, CATEGORIES, 'categories')}
      {checkboxes(searchMessages.filterSkco, KDC_CLASSES, 'skco')}
      {checkboxes(searchMessages.filterLanguages, LANGUAGES, 'languages')}
      <fieldset className="filter-panel__group">
        <legend>{searchMessages.filterViewOption}</legend>
        {showOtherSchool ? (
          <label className="filter-panel__check">
            <input
              type="checkbox"
              checked={draft.viewOption.otherSchoolCheck === 'Y'}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  viewOption: { ...draft.viewOption, otherSchoolCheck: e.target.checked ? 'Y' : '' },
                })
              }
            />
            {searchMessages.otherSchoolCheck}
          </label>
        ) : null}
        <label className="filter-panel__check">
          <input
            type="checkbox"
            checked={draft.viewOption.excludeNonLending === 'Y'}
            onChange={(e) =>
              setDraft({
                ...draft,
                viewOption: { ...draft.viewOption, excludeNonLending: e.target.checked ? 'Y' : '' },
              })
            }
          />
          {searchMessages.excludeNonLending}
        </label>
      </fieldset>
      <div className="filter-panel__fields">
        {text(searchMessages.filterIsbn, 'isbn')}
        {text(searchMessages.filterAuthor, 'author')}
        {text(searchMessages.filterPublished, 'published')}
        {text(searchMessages.filterStartYear, 'startYear', true)}
        {text(searchMessages.filterEndYear, 'endYear', true)}
      </div>
      <div className="filter-panel__actions">
        <Button type="submit">{searchMessages.apply}</Button>
        <Button variant="secondary" onClick={clear}>
          {searchMessages.clearFilter}
        </Button>
      </div>
    </form>
  );
}
