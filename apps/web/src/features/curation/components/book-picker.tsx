import type { SearchBook } from '@reading/contract/search/search';
import { useId, useState } from 'react';
import { WorkTitle } from '../../../components/books/work-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { findBooks } from '../api/curation-api.ts';
import { DataFirst, mainTitle } from './curation-books.tsx';
import './curation-forms.css';

/**
 * Finds books in the union catalogue by title or author and hands the chosen one back: the teacher's
 * pick and the questionnaire's favourite books.
 */
export function BookPicker({
  label,
  onPick,
  disabledKeys = [],
}: {
  label: string;
  onPick: (book: SearchBook) => void;
  disabledKeys?: readonly number[];
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<SearchBook[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function search() {
    if (!keyword.trim()) return;
    setBusy(true);
    setError(null);
    try {
      setFound((await findBooks(keyword.trim())).list);
    } catch (e) {
      setError(isApiError(e) ? e.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="book-picker">
      <div className="book-picker__row">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          value={keyword}
          placeholder={t.manage.searchPlaceholder}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <Button variant="secondary" disabled={busy} onClick={() => void search()}>
          {t.manage.searchButton}
        </Button>
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {found !== null ? (
        found.length === 0 ? (
          <p className="curation__empty" role="status">
            {t.manage.noResult}
          </p>
        ) : (
          <ul className="book-picker__results" aria-live="polite">
            {found.map((b) => (
              <li key={b.bookKey}>
                <span>
                  <WorkTitle title={mainTitle(b.title)} volumes={b.work.volumes} />{' '}
                  <span className="curation-card__meta" lang="ko">
                    {b.author}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  className="curation-small"
                  disabled={disabledKeys.includes(b.bookKey)}
                  onClick={() => onPick(b)}
                >
                  <DataFirst data={mainTitle(b.title)} />
                  {t.manage.choose}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
