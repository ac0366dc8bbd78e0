import { markData } from '../../../components/ui/marked.tsx';
import { SearchStartPage } from '../../../features/search/components/search-start-page.tsx';
import { searchMessages } from '../../../messages/search.ts';

/** TotalSearch: the union catalogue of every school library. */
export function TotalSearchRoute() {
  return (
    <SearchStartPage
      title={searchMessages.totalSearchTitle}
      description={markData(searchMessages.totalSearchDescription, searchMessages.initialsExample)}
      resultRoute="SearchResult"
    />
  );
}
