import { SearchStartPage } from '../../../features/search/components/search-start-page.tsx';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { searchMessages } from '../../../messages/search.ts';

/** SchoolSearch: the current school's library (school sites), every library when no school is known. */
export function SchoolSearchRoute() {
  const schKey = useCurrentSchKey();
  return (
    <SearchStartPage
      title={searchMessages.schoolSearchTitle}
      description={searchMessages.schoolSearchDescription}
      resultRoute="SchoolSearchResult"
      notice={schKey ? undefined : searchMessages.schoolUnknown}
    />
  );
}
