import { inArea, page, redirect } from './route-entry.ts';

/**
 * Search (SearchResult takes neisCode, provCode, searchKeyword, searchType in its query: spec 000 §2)
 */
export const SEARCH_ROUTES = inArea('search', [
  redirect('Search', '/Search', 'TotalSearch'),
  page('TotalSearch', '/TotalSearch', 'ready'),
  page('SchoolSearch', '/SchoolSearch', 'ready'),
  page('SchoolSearchLogin', '/SchoolSearchLogin', 'ready'),
  page('SearchResult', '/SearchResult', 'ready'),
  page('SearchResultPureScreen', '/SearchResultPureScreen', 'ready'),
  page('SearchDetail', '/SearchDetail', 'ready'),
  page('SearchDetailISBN', '/SearchDetailISBN', 'ready'),
  page('SchoolSearchResult', '/SchoolSearchResult', 'ready'),
  page('SchoolSearchResultLogin', '/SchoolSearchResultLogin', 'ready'),
  // Not in the spec: the school librarian's block-list and banned-word editor (decision 014). The
  // table's guard keeps students out; the page and the server admit managers (03) only.
  page('SearchWordManage', '/SearchWordManage', 'ready', 'notStudent'),
]);
