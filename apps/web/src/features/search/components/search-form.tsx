import { SEARCH_TYPES } from '@reading/contract/search/search';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { alertDialog } from '../../../lib/dialogs.ts';
import { ko } from '../../../messages/ko.ts';
import { searchMessages } from '../../../messages/search.ts';
import { getBlockedKeywords, isBlockedTerm } from '../api/get-blocked-keywords.ts';

type SearchFormProps = {
  initialKeyword?: string;
  initialType?: string;
  /** Whose block list applies: a school's on school sites, the nationwide one otherwise. */
  neisCode?: string;
  onSearch: (keyword: string, searchType: string) => void;
};

/**
 * The search pages' own form. Spec 000 §5: an empty term alerts '검색어를 입력해주세요.', a blocked
 * term '차단된 검색어입니다.', and in both cases the search does not run.
 */
export function SearchForm({
  initialKeyword = '',
  initialType = 'all',
  neisCode,
  onSearch,
}: SearchFormProps) {
  const id = useId();
  const [keyword, setKeyword] = useState(initialKeyword);
  const [searchType, setSearchType] = useState(initialType);
  const blocked = useQuery({
    queryKey: ['search', 'blocked', neisCode ?? ''],
    queryFn: () => getBlockedKeywords(neisCode),
    staleTime: 5 * 60_000,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const term = keyword.trim();
    if (!term) {
      await alertDialog(ko.headerSearch.emptyKeyword);
      return;
    }
    const list = blocked.data ?? (await getBlockedKeywords(neisCode).catch(() => []));
    if (isBlockedTerm(term, list)) {
      await alertDialog(ko.headerSearch.blockedKeyword);
      return;
    }
    onSearch(term, searchType);
  }

  return (
    <search>
      <form className="search-form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={`${id}-type`}>
          {searchMessages.searchTypeLabel}
        </label>
        <select
          id={`${id}-type`}
          className="search-form__type"
          value={searchType}
          onChange={(e) => setSearchType(e.target.value)}
        >
          {SEARCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {searchMessages.searchTypes[type]}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-keyword`}>
          {searchMessages.keywordLabel}
        </label>
        <input
          id={`${id}-keyword`}
          className="search-form__input"
          type="search"
          value={keyword}
          maxLength={100}
          placeholder={searchMessages.keywordPlaceholder}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Button type="submit" className="search-form__submit">
          {ko.headerSearch.submit}
        </Button>
      </form>
    </search>
  );
}
