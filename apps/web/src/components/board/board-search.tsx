import { type FormEvent, useId, useState } from 'react';
import { communityMessages } from '../../messages/community.ts';
import { Button } from '../ui/button.tsx';
import type { SearchType } from './use-list-params.ts';

const t = communityMessages.list;

type BoardSearchProps = {
  keyword: string;
  searchType: SearchType;
  onSearch: (keyword: string, searchType: SearchType) => void;
  /** FAQ searches questions and answers together: no scope to choose. */
  withType?: boolean;
};

/** Search in title and body (spec 001 §2.2 boards): scope, keyword, one button. */
export function BoardSearch({ keyword, searchType, onSearch, withType = true }: BoardSearchProps) {
  const id = useId();
  const [text, setText] = useState(keyword);
  const [type, setType] = useState<SearchType>(searchType);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), type);
  };
  return (
    <search className="board-search">
      <form className="board-search__form" aria-label={t.searchLabel} onSubmit={submit}>
        {withType ? (
          <>
            <label className="visually-hidden" htmlFor={`${id}-type`}>
              {t.searchType}
            </label>
            <select
              id={`${id}-type`}
              className="board-field"
              value={type}
              onChange={(e) => setType(e.target.value as SearchType)}
            >
              {(['all', 'title', 'content'] as const).map((value) => (
                <option key={value} value={value}>
                  {t.searchTypes[value]}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label className="visually-hidden" htmlFor={`${id}-keyword`}>
          {t.searchKeyword}
        </label>
        <input
          id={`${id}-keyword`}
          className="board-field board-search__keyword"
          type="search"
          value={text}
          maxLength={100}
          placeholder={t.searchKeyword}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" className="board-search__submit">
          {t.search}
        </Button>
      </form>
    </search>
  );
}
