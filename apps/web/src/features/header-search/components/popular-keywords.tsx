import { POPULAR_KEYWORD_COUNT } from '@reading/contract/search/popular-keyword-count';
import { useEffect, useId } from 'react';
import { ko } from '../../../messages/ko.ts';
import { useKeywordBest } from '../api/get-keyword-best.ts';
import { isBlockedKeyword } from '../api/get-keyword-block-list.ts';
import './popular-keywords.css';

/** Spec 000 §9: ranks padded to two digits. */
export function paddedRank(rank: number): string {
  return String(rank).padStart(2, '0');
}

/**
 * The popular-keyword panel (spec 000 §2, §9): ten entries in two columns of five, blocked terms
 * shown as the blocked-term label. Toggled by its button; a click on the backdrop closes it.
 */
export function PopularKeywords({
  open,
  onToggle,
  onClose,
  onPick,
  neisCode,
  blockList,
}: {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  onPick: (keyword: string) => void;
  neisCode: string | null;
  blockList: readonly string[];
}) {
  const panelId = useId();
  const { data, isPending } = useKeywordBest(neisCode, open);
  const entries = (data ?? []).slice(0, POPULAR_KEYWORD_COUNT);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className="popular-keywords">
      <button
        type="button"
        className="popular-keywords__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {ko.headerSearch.popularKeywords}
      </button>
      {open ? (
        <>
          <button
            type="button"
            className="popular-keywords__backdrop"
            aria-label={ko.headerSearch.closePanel}
            tabIndex={-1}
            onClick={onClose}
            data-testid="keyword-backdrop"
          />
          <section
            id={panelId}
            className="popular-keywords__panel"
            aria-label={ko.headerSearch.popularKeywordsToday}
          >
            <h2 className="popular-keywords__title">{ko.headerSearch.popularKeywordsToday}</h2>
            {entries.length === 0 ? (
              <p className="popular-keywords__empty">
                {isPending ? ko.common.loading : ko.headerSearch.popularKeywordsEmpty}
              </p>
            ) : (
              <ol className="popular-keywords__list">
                {entries.map((entry, index) => {
                  const blocked = isBlockedKeyword(entry.keyword, blockList);
                  const rank = paddedRank(entry.rank ?? index + 1);
                  return (
                    <li key={`${entry.rank}-${entry.keyword}`} className="popular-keywords__item">
                      <span className="popular-keywords__rank" aria-hidden="true">
                        {rank}
                      </span>
                      {blocked ? (
                        <span className="popular-keywords__blocked">{ko.headerSearch.blockedLabel}</span>
                      ) : (
                        <button
                          type="button"
                          className="popular-keywords__keyword"
                          aria-label={`${rank}위 ${entry.keyword}`}
                          onClick={() => onPick(entry.keyword)}
                        >
                          {entry.keyword}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
            <button type="button" className="popular-keywords__close" onClick={onClose}>
              {ko.headerSearch.closePanel}
            </button>
          </section>
        </>
      ) : null}
    </div>
  );
}
