import { SearchStartPage } from '../../../features/search/components/search-start-page.tsx';
import { ko } from '../../../messages/ko.ts';

/** TotalSearch: the union catalogue of every school library. */
export function TotalSearchRoute() {
  return (
    <SearchStartPage
      title={ko.search.totalSearchTitle}
      description={ko.search.totalSearchDescription}
      resultRoute="SearchResult"
    />
  );
}
