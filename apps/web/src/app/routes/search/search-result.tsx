import { Navigate } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { SearchResultsPage } from '../../../features/search/components/search-results-page.tsx';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { searchMessages } from '../../../messages/search.ts';

/** SearchResult: the header's search and the total search (every library, or the header's school). */
export function SearchResultRoute() {
  return <SearchResultsPage mode="SearchResult" title={searchMessages.resultTitle} />;
}

/** SchoolSearchResult: results within the current school's library. */
export function SchoolSearchResultRoute() {
  const schKey = useCurrentSchKey();
  return (
    <SearchResultsPage
      mode="SchoolSearchResult"
      title={searchMessages.resultTitle}
      schKey={schKey ?? undefined}
    />
  );
}

/** SchoolSearchResultLogin: results within the logged-in member's school; StudentLogin without a session. */
export function SchoolSearchResultLoginRoute() {
  const session = useSession();
  const { basePath } = useSite();
  if (!session?.schKey) return <Navigate to={hrefFor('StudentLogin', { basePath })} replace />;
  return (
    <SearchResultsPage
      mode="SchoolSearchResultLogin"
      title={searchMessages.resultTitle}
      schKey={session.schKey}
    />
  );
}
