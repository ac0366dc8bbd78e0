import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { searchMessages } from '../../../messages/search.ts';
import { useIllGroups } from '../api/get-ill-groups.ts';
import { useSearchBooks } from '../api/search-books.ts';
import { hasCriteria, readSearchUrl, toSearchRequest, writeSearchUrl } from '../lib/search-url.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ResultList } from './result-list.tsx';
import { ScopeSwitch } from './scope-switch.tsx';
import { SearchAreaTabs } from './search-area-tabs.tsx';
import { SearchForm } from './search-form.tsx';
import './search.css';

export type ResultMode = 'SearchResult' | 'SchoolSearchResult' | 'SchoolSearchResultLogin';

type Props = {
  mode: ResultMode;
  title: string;
  /** The school searched (school searches); undefined searches every library. */
  schKey?: string;
};

/**
 * SearchResult, SchoolSearchResult and SchoolSearchResultLogin: the state lives in the URL (the header's
 * searchKeyword, searchType, provCode, neisCode plus the filters), so a result page can be shared.
 */
export function SearchResultsPage({ mode, title, schKey }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { basePath } = useSite();
  const state = useMemo(() => readSearchUrl(params), [params]);
  // Open beside the results on wide screens; folded above them on phones (spec 000 §9: 768 px).
  const [filtersOpen, setFiltersOpen] = useState(
    () => window.matchMedia?.('(min-width: 769px)').matches ?? true,
  );
  const school = schKey ? { schKey } : state.neisCode ? { neisCode: state.neisCode } : null;
  const otherSchools = state.filters.viewOption.otherSchoolCheck === 'Y' && school !== null;
  const groups = useIllGroups(otherSchools ? school : null);
  const libCodes = otherSchools
    ? (groups.data ?? []).flatMap((g) => g.members.map((m) => m.libCode))
    : undefined;

  const ready = hasCriteria(state) && (!otherSchools || groups.isSuccess);
  const request = ready
    ? toSearchRequest(state, { schKey, neisCode: state.neisCode, libCode: libCodes })
    : null;
  const result = useSearchBooks(request);
  const answer = result.isPlaceholderData ? undefined : result.data;
  // A search of the reader's school that finds nothing there but finds books elsewhere widens to the
  // nation by itself (decision 242): never a dead end. A scope the reader chose is kept.
  const widen =
    !state.scope &&
    answer?.scope === 'school' &&
    answer.scopeCounts?.school === 0 &&
    answer.scopeCounts.nation > 0;
  useEffect(() => {
    if (widen)
      navigate({ search: `?${writeSearchUrl({ ...state, scope: 'nation', page: 1 })}` }, { replace: true });
  }, [widen, navigate, state]);

  // After a search, filter or page change made here, focus moves to the result count (issue 25.5): the
  // first result is no longer behind the form and about 40 filter controls. Not on arrival or on back.
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusFor, setFocusFor] = useState<string | null>(null);
  const shown = params.toString();
  useEffect(() => {
    if (focusFor === shown && result.data && !result.isFetching && !result.isPlaceholderData) {
      heading.current?.focus();
      setFocusFor(null);
    }
  }, [focusFor, shown, result.data, result.isFetching, result.isPlaceholderData]);
  const go = (next: typeof state) => {
    const search = writeSearchUrl(next).toString();
    setFocusFor(search);
    navigate({ search: `?${search}` });
  };
  const suggest = (word: string) => writeSearchUrl({ ...state, searchKeyword: word, page: 1 }).toString();
  const resultHref = `${hrefFor(mode, { basePath })}?${params.toString()}`;
  const detailHref = (bookKey: number) =>
    hrefFor('SearchDetail', {
      basePath,
      search: { bookKey: String(bookKey), ...(state.neisCode ? { neisCode: state.neisCode } : {}) },
    });

  return (
    <div className="search-page">
      <SearchAreaTabs active="result" resultHref={resultHref} />
      <h1 className="search-page__title">{title}</h1>
      <SearchForm
        key={`${state.searchKeyword}|${state.searchType}`}
        initialKeyword={state.searchKeyword}
        initialType={state.searchType}
        neisCode={state.neisCode || undefined}
        onSearch={(searchKeyword, searchType) => go({ ...state, searchKeyword, searchType, page: 1 })}
      />
      <a className="search-page__skip" href="#search-results">
        {searchMessages.skipToResults}
      </a>
      <div className="search-page__body">
        <details
          className="filter-toggle"
          open={filtersOpen}
          onToggle={(e) => setFiltersOpen(e.currentTarget.open)}
        >
          <summary>{searchMessages.filterTitle}</summary>
          <FilterPanel
            filters={state.filters}
            showLocations={mode === 'SearchResult'}
            showOtherSchool={school !== null}
            onApply={(filters) => go({ ...state, filters, page: 1 })}
          />
        </details>
        <section
          id="search-results"
          tabIndex={-1}
          className="search-page__results"
          aria-label={searchMessages.resultTitle}
          aria-busy={result.isFetching}
        >
          {!hasCriteria(state) ? (
            <StatusMessage variant="section" icon="missing" title={ko.headerSearch.emptyKeyword} />
          ) : result.isError ? (
            <StatusMessage
              variant="section"
              icon="error"
              title={searchMessages.loadFailed}
              description={result.error.message}
            />
          ) : result.data ? (
            <>
              <h2
                id="search-results-count"
                ref={heading}
                tabIndex={-1}
                className="search-page__count"
                aria-live="polite"
              >
                {searchMessages.totalCount(result.data.totalCount, result.data.totalCountCapped)}
              </h2>
              {result.data.scopeCounts ? (
                <ScopeSwitch
                  active={result.data.scope ?? 'school'}
                  counts={result.data.scopeCounts}
                  href={(scope) => `?${writeSearchUrl({ ...state, scope, page: 1 })}`}
                  onChoose={(scope) => setFocusFor(writeSearchUrl({ ...state, scope, page: 1 }).toString())}
                />
              ) : null}
              {result.data.scopeCounts?.school === 0 && result.data.scope !== 'school' ? (
                <StatusMessage
                  variant="section"
                  icon="missing"
                  title={searchMessages.notAtOwnSchool}
                  description={result.data.list.length ? searchMessages.notAtOwnSchoolHint : undefined}
                />
              ) : null}
              {result.data.list.length ? (
                <ResultList books={result.data.list} detailHref={(b) => detailHref(b.bookKey)} />
              ) : (
                <StatusMessage
                  variant="section"
                  icon="missing"
                  title={searchMessages.noResults}
                  description={result.data.suggestion ? undefined : searchMessages.noResultsHint}
                >
                  {result.data.suggestion ? (
                    <>
                      {/* The suggested word is the catalogue's (data): its own lang="ko" part. */}
                      <p className="status-message__description">
                        {markData(searchMessages.suggestion, result.data.suggestion)}
                      </p>
                      <Link
                        className="search-page__suggestion"
                        to={`?${suggest(result.data.suggestion)}`}
                        onClick={() => setFocusFor(suggest(result.data?.suggestion ?? ''))}
                      >
                        {markData(searchMessages.suggestionLink, result.data.suggestion)}
                      </Link>
                    </>
                  ) : null}
                </StatusMessage>
              )}
              <Pagination
                label={searchMessages.pagination}
                page={state.page}
                totalPage={result.data.totalPage}
                onPage={(page) => go({ ...state, page })}
              />
            </>
          ) : (
            <p className="search-page__loading">{ko.common.loading}</p>
          )}
        </section>
      </div>
    </div>
  );
}
