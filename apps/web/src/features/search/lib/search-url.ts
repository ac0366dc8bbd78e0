import { SEARCH_SCOPES, type SearchRequestInput, type SearchScope } from '@reading/contract/search/search';

/**
 * The search state in the URL, so a result page can be shared and reloaded (issue 5, item 8).
 * The header sends searchKeyword, searchType, provCode and neisCode (spec 000 §2 SearchResult);
 * the filter panel adds the spec 000 §3 filter state. Lists are comma-separated.
 */
export type SearchFilters = {
  /** Regions (provCode) of the total search; the spec's "locations". */
  locations: string[];
  /** Readership categories (the ISBN add-on's first digit, categoryCode). */
  categories: string[];
  /** SKCO (spec 000 §3): the subject classification, KDC main classes (kdcCode). */
  skco: string[];
  languages: string[];
  /** Spec 000 §3 view option: two flags, empty when off. */
  viewOption: { otherSchoolCheck: '' | 'Y'; excludeNonLending: '' | 'Y' };
  isbn: string;
  author: string;
  published: string;
  startYear: string;
  endYear: string;
};

export type SearchUrlState = {
  searchKeyword: string;
  searchType: string;
  neisCode: string;
  /** With a school: the scope the reader chose (decision 242); '' is the school, widened when it has none. */
  scope: SearchScope | '';
  page: number;
  filters: SearchFilters;
};

/** Spec 000 §4 clear-filter: every filter empty, the view option two empty flags. */
export function emptyFilters(): SearchFilters {
  return {
    locations: [],
    categories: [],
    skco: [],
    languages: [],
    viewOption: { otherSchoolCheck: '', excludeNonLending: '' },
    isbn: '',
    author: '',
    published: '',
    startYear: '',
    endYear: '',
  };
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const flag = (value: string | null): '' | 'Y' => (value === 'Y' ? 'Y' : '');

export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const page = Number(params.get('page'));
  return {
    searchKeyword: params.get('searchKeyword') ?? '',
    searchType: params.get('searchType') || 'all',
    neisCode: params.get('neisCode') ?? '',
    scope: (SEARCH_SCOPES as readonly string[]).includes(params.get('scope') ?? '')
      ? (params.get('scope') as SearchScope)
      : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters: {
      // The header sends one provCode; A10 means every region, which is no filter at all.
      locations: list(params.get('provCode')).filter((c) => c !== 'A10'),
      categories: list(params.get('categoryCode')),
      skco: list(params.get('kdcCode')),
      languages: list(params.get('languageCode')),
      viewOption: {
        otherSchoolCheck: flag(params.get('otherSchool')),
        excludeNonLending: flag(params.get('excludeNonLending')),
      },
      isbn: params.get('isbn') ?? '',
      author: params.get('author') ?? '',
      published: params.get('publisher') ?? '',
      startYear: params.get('startPubYear') ?? '',
      endYear: params.get('endPubYear') ?? '',
    },
  };
}

export function writeSearchUrl(state: SearchUrlState): URLSearchParams {
  const out = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value) out.set(key, value);
  };
  const f = state.filters;
  set('searchKeyword', state.searchKeyword.trim());
  set('searchType', state.searchType);
  set('provCode', f.locations.join(','));
  set('neisCode', state.neisCode);
  set('scope', state.scope);
  set('categoryCode', f.categories.join(','));
  set('kdcCode', f.skco.join(','));
  set('languageCode', f.languages.join(','));
  set('otherSchool', f.viewOption.otherSchoolCheck);
  set('excludeNonLending', f.viewOption.excludeNonLending);
  set('isbn', f.isbn.trim());
  set('author', f.author.trim());
  set('publisher', f.published.trim());
  set('startPubYear', f.startYear.trim());
  set('endPubYear', f.endYear.trim());
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Whether the state asks for anything: a keyword, or a field or topic to search by. */
export function hasCriteria(state: SearchUrlState): boolean {
  const f = state.filters;
  return Boolean(
    state.searchKeyword.trim() ||
      f.isbn.trim() ||
      f.author.trim() ||
      f.published.trim() ||
      f.categories.length ||
      f.skco.length,
  );
}

/** The API request of a URL state within a scope (a school, or the libraries of its loan group). */
export function toSearchRequest(
  state: SearchUrlState,
  scope: { schKey?: string; neisCode?: string; libCode?: string[]; scope?: SearchScope },
): SearchRequestInput {
  const f = state.filters;
  const otherSchools = Boolean(scope.libCode?.length);
  return {
    searchKeyword: state.searchKeyword.trim() || undefined,
    searchType: state.searchType,
    provCode: f.locations.length ? f.locations : undefined,
    neisCode: otherSchools ? undefined : scope.neisCode || state.neisCode || undefined,
    scope: otherSchools ? undefined : scope.scope || state.scope || undefined,
    schKey: otherSchools ? undefined : scope.schKey,
    libCode: scope.libCode,
    kdcCode: f.skco.length ? f.skco : undefined,
    categoryCode: f.categories.length ? f.categories : undefined,
    languageCode: f.languages.length ? f.languages : undefined,
    excludeNonLending: f.viewOption.excludeNonLending === 'Y' ? 'Y' : 'N',
    isbn: f.isbn.trim() || undefined,
    author: f.author.trim() || undefined,
    publisher: f.published.trim() || undefined,
    startPubYear: f.startYear.trim() || undefined,
    endPubYear: f.endYear.trim() || undefined,
    page: state.page,
    display: 10,
  };
}
