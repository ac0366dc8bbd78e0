import { ALL_REGIONS, REGIONS } from '@reading/contract/codes/regions';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BREAKPOINTS } from '../../../config/breakpoints.ts';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { ko } from '../../../messages/ko.ts';
import { isBlockedKeyword, useKeywordBlockList } from '../api/get-keyword-block-list.ts';
import { searchResultHref } from '../search-target.ts';
import { PopularKeywords } from './popular-keywords.tsx';
import './header-search.css';

/**
 * The header's search (spec 000 §2 Header, §5): region selector on the main site, keyword box, 'search
 * by topic', popular keywords. Empty → '검색어를 입력해주세요.'; a blocked term → '차단된 검색어입니다.'.
 * At 600px and below the search button first opens the box; a click elsewhere closes and clears it.
 */
export function HeaderSearch() {
  const site = useSite();
  const member = useMember();
  const navigate = useNavigate();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.search}px)`);
  const [keyword, setKeyword] = useState('');
  const [provCode, setProvCode] = useState<string>(ALL_REGIONS);
  const [expanded, setExpanded] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const neisCode = site.level ? (member?.neisCode ?? null) : null;
  const { data: blockList = [] } = useKeywordBlockList(neisCode);

  // Narrow screens: a click outside the open box collapses it and clears the text.
  useEffect(() => {
    if (!narrow || !expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (formRef.current?.contains(event.target as Node)) return;
      setExpanded(false);
      setKeyword('');
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [narrow, expanded]);

  const runSearch = useCallback(
    async (term: string) => {
      const trimmed = term.trim();
      if (!trimmed) {
        await alertDialog(ko.headerSearch.emptyKeyword);
        inputRef.current?.focus();
        return;
      }
      if (isBlockedKeyword(trimmed, blockList)) {
        await alertDialog(ko.headerSearch.blockedKeyword);
        return;
      }
      setPanelOpen(false);
      const region = site.level ? (member?.provCode ?? ALL_REGIONS) : provCode;
      navigate(searchResultHref({ basePath: site.basePath, keyword: trimmed, provCode: region, neisCode }));
    },
    [blockList, member?.provCode, navigate, neisCode, provCode, site.basePath, site.level],
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (narrow && !expanded) {
      setExpanded(true);
      // The input appears with this render; focus it on the next frame.
      requestAnimationFrame(() => inputRef.current?.focus());
      return;
    }
    void runSearch(keyword);
  }

  const closePanel = useCallback(() => setPanelOpen(false), []);

  return (
    <div className="header-search">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role search is the widest-supported landmark. */}
      <form
        ref={formRef}
        role="search"
        aria-label={ko.headerSearch.formLabel}
        className="header-search__form"
        // Folded by CSS at 600px and below while not expanded (header-search.css): the prerendered
        // markup cannot know the width, and a fold after hydration moved the page (decision 027).
        data-expanded={expanded}
        onSubmit={onSubmit}
        noValidate
      >
        {site.level ? null : (
          <select
            className="header-search__region"
            aria-label={ko.headerSearch.regionLabel}
            value={provCode}
            onChange={(event) => setProvCode(event.target.value)}
          >
            {REGIONS.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        )}
        <input
          ref={inputRef}
          type="search"
          className="header-search__input"
          aria-label={ko.headerSearch.inputLabel}
          placeholder={ko.headerSearch.placeholder}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className="header-search__submit" aria-expanded={narrow ? expanded : undefined}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="m16.5 16.5 4.5 4.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{ko.headerSearch.submit}</span>
        </button>
      </form>
      <div className="header-search__extras">
        <Link className="header-search__topic" to={hrefFor('TotalSearch', { basePath: site.basePath })}>
          {ko.headerSearch.topicSearch}
        </Link>
        <PopularKeywords
          open={panelOpen}
          onToggle={() => setPanelOpen((open) => !open)}
          onClose={closePanel}
          onPick={(picked) => {
            setKeyword(picked);
            void runSearch(picked);
          }}
          neisCode={neisCode}
          blockList={blockList}
        />
      </div>
    </div>
  );
}
