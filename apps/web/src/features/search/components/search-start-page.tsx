import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { SearchAreaTabs } from './search-area-tabs.tsx';
import { SearchForm } from './search-form.tsx';
import { TopicBrowse } from './topic-browse.tsx';
import './search.css';

type Props = {
  title: ReactNode;
  description: ReactNode;
  /** Where a search goes: SearchResult, SchoolSearchResult or SchoolSearchResultLogin. */
  resultRoute: Extract<RouteName, 'SearchResult' | 'SchoolSearchResult' | 'SchoolSearchResultLogin'>;
  notice?: string;
};

/** TotalSearch, SchoolSearch and SchoolSearchLogin: a search form and search by topic. */
export function SearchStartPage({ title, description, resultRoute, notice }: Props) {
  const navigate = useNavigate();
  const { basePath } = useSite();
  const resultHref = (search: Record<string, string>) => hrefFor(resultRoute, { basePath, search });
  return (
    <div className="search-page">
      <SearchAreaTabs active={resultRoute === 'SearchResult' ? 'menu' : 'library'} />
      <h1 className="search-page__title">{title}</h1>
      <p className="search-page__description">{description}</p>
      {notice ? <p className="search-page__notice">{notice}</p> : null}
      <SearchForm
        onSearch={(searchKeyword, searchType) => navigate(resultHref({ searchKeyword, searchType }))}
      />
      <TopicBrowse hrefForClass={(code) => resultHref({ kdcCode: code })} />
    </div>
  );
}
