import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import { hrefFor } from '../../config/paths.ts';

/**
 * The header's search address, read by the search page (spec 000 §2 SearchResult):
 * `<base>/SearchResult?searchKeyword=…&searchType=all&provCode=…`, plus `neisCode` on school sites.
 */
export function searchResultHref(options: {
  basePath: SiteBasePath;
  keyword: string;
  provCode: string;
  neisCode: string | null;
}): string {
  const search: Record<string, string> = {
    searchKeyword: options.keyword,
    searchType: 'all',
    provCode: options.provCode,
  };
  if (options.basePath !== '/' && options.neisCode) search.neisCode = options.neisCode;
  return hrefFor('SearchResult', { basePath: options.basePath, search });
}
