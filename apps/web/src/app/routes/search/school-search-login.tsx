import { Navigate } from 'react-router';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { SearchStartPage } from '../../../features/search/components/search-start-page.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { searchMessages } from '../../../messages/search.ts';

/** SchoolSearchLogin: the logged-in member's school; without a session, StudentLogin. */
export function SchoolSearchLoginRoute() {
  const session = useSession();
  const { basePath } = useSite();
  if (!session) return <Navigate to={hrefFor('StudentLogin', { basePath })} replace />;
  return (
    <SearchStartPage
      title={
        session.schName
          ? markData(searchMessages.schoolSearchTitleAt, session.schName)
          : searchMessages.schoolSearchTitle
      }
      description={searchMessages.schoolSearchDescription}
      resultRoute="SchoolSearchResultLogin"
    />
  );
}
