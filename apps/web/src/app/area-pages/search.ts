import {
  type AreaPages,
  schoolSearchLoginPage,
  schoolSearchPage,
  searchDetailPage,
  searchResultPage,
  searchWordManagePage,
  totalSearchPage,
} from './route-modules.ts';

/** The page of each ready route of the search area (config/routes/search.ts). */
export const searchPages: AreaPages<'search'> = {
  TotalSearch: totalSearchPage('TotalSearchRoute'),
  SchoolSearch: schoolSearchPage('SchoolSearchRoute'),
  SchoolSearchLogin: schoolSearchLoginPage('SchoolSearchLoginRoute'),
  SearchResult: searchResultPage('SearchResultRoute'),
  SearchResultPureScreen: searchResultPage('SearchResultRoute'),
  SchoolSearchResult: searchResultPage('SchoolSearchResultRoute'),
  SchoolSearchResultLogin: searchResultPage('SchoolSearchResultLoginRoute'),
  SearchDetail: searchDetailPage('SearchDetailRoute'),
  SearchDetailISBN: searchDetailPage('SearchDetailIsbnRoute'),
  SearchWordManage: searchWordManagePage('SearchWordManageRoute'),
};
