import { SearchStartPage } from '../../../features/search/components/search-start-page.tsx';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { ko } from '../../../messages/ko.ts';

/** SchoolSearch: the current school's library (school sites), every library when no school is known. */
export function SchoolSearchRoute() {
  const schKey = useCurrentSchKey();
  return (
    <SearchStartPage
      title={ko.search.schoolSearchTitle}
      description={ko.search.schoolSearchDescription}
      resultRoute="SchoolSearchResult"
      notice={schKey ? undefined : ko.search.schoolUnknown}
    />
  );
}
