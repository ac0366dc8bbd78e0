import { KDC_CLASSES } from '@reading/contract/search/search';
import { formatNumber, type Translation } from '../../lib/locale.ts';
import type { searchMessages } from '../search.ts';

/** The KDC main class of a number ('813.7' → Literature), as the English catalogue names the classes. */
const kdcClassName = (kdc: string) => KDC_CLASSES.find((c) => c.code === kdc.charAt(0))?.name;

/** The search pages' texts in English (decision 210): the same keys as messages/search.ts. */
export const searchEn: Translation<typeof searchMessages> = {
  totalSearchTitle: 'Search all libraries',
  totalSearchDescription: (example) =>
    `Search every school library's books at once, by title, author, publisher, ISBN or Korean initial consonants (${example}).`,
  initialsExample: 'ㅎㄱㅅ',
  schoolSearchTitle: 'Search our school library',
  schoolSearchTitleAt: (schName) => `Search the library of ${schName}`,
  schoolSearchDescription: "Find the books in our school's library and whether they can be borrowed.",
  schoolUnknown:
    "No school is chosen, so every school library is searched. Choose a school on a school site or log in to search only your school's books.",
  resultTitle: 'Search results',
  skipToResults: 'Skip to the results',
  suggestion: (word) => `Did you mean '${word}'?`,
  suggestionLink: (word) => `Search for '${word}'`,
  detailTitle: 'Book details',
  keywordLabel: 'Search term',
  keywordPlaceholder: 'Title, author, publisher or ISBN',
  searchTypeLabel: 'Search in',
  searchTypes: { all: 'All', title: 'Title', author: 'Author', publisher: 'Publisher', isbn: 'ISBN' },
  areaTabsLabel: 'Search menu',
  areaTabs: { menu: 'Search', result: 'Results', detail: 'Details', library: 'Library' },
  topicTitle: 'Browse by subject',
  topicDescription: 'Browse books by the subjects of the Korean Decimal Classification (KDC).',
  filterTitle: 'Filters',
  filterLocations: 'Region',
  filterCategories: 'Readers',
  filterSkco: 'Subject (KDC)',
  filterLanguages: 'Language',
  filterViewOption: 'Show',
  otherSchoolCheck: 'Include other schools (inter-library loan)',
  excludeNonLending: 'Hide books that cannot be borrowed',
  filterIsbn: 'ISBN',
  filterAuthor: 'Author',
  filterPublished: 'Publisher',
  filterStartYear: 'Published from (year)',
  filterEndYear: 'Published to (year)',
  apply: 'Apply filters',
  clearFilter: 'Clear filters',
  totalCount: (n, capped = false) =>
    `${capped ? 'More than ' : ''}${formatNumber(n)} ${n === 1 && !capped ? 'result' : 'results'}`,
  noResults: 'No results found.',
  noResultsHint: 'Try different spacing or spelling, or fewer filters.',
  loadFailed: 'The search results could not be loaded.',
  holdings: (available, total) => `${formatNumber(available)} of ${formatNumber(total)} available`,
  notHeld: 'Not held by any school',
  ownSchoolHoldings: (available, total) => `Our school: ${available} of ${total} available`,
  ownSchoolNone: 'Not at our school',
  otherLibraries: (n) => `${formatNumber(n)} other ${n === 1 ? 'school' : 'schools'}`,
  libraries: (n) => `Held by ${formatNumber(n)} ${n === 1 ? 'school' : 'schools'}`,
  scopeLabel: 'Search scope',
  scopes: { school: 'Our school', region: 'Our region', nation: 'Nationwide' },
  scopeCount: (name, n) => `${name} ${formatNumber(n)}`,
  notAtOwnSchool: "Our school doesn't have it",
  notAtOwnSchoolHint:
    "These are other schools' books. Ask for an inter-library loan to receive one at our school.",
  reserveAction: 'Reserve',
  seriesLabel: 'Series',
  workVolumes: 'All volumes',
  pagination: 'Result pages',
  author: 'Author',
  publisher: 'Publisher',
  pubYear: 'Year',
  isbn: 'ISBN',
  kdc: 'Class',
  kdcLabel: (kdc) => {
    const name = kdcClassName(kdc);
    return name ? `${kdc} ${name}` : kdc;
  },
  volume: 'Volume',
  holdingsTitle: 'Copies',
  library: 'Library',
  callNo: 'Call number',
  regNo: 'Accession no.',
  status: 'Status',
  dueDate: 'Due',
  reservable:
    "Every copy in our school library is on loan. Reserve it and you'll be able to borrow it in turn as copies come back.",
  loginToReserve: 'Every copy is on loan. Log in to reserve it.',
  region: 'Region',
  ownSchool: 'Our school',
  illGroup: 'Loan group',
  request: 'Request',
  illButton: 'Request a loan',
  illLabel: (libName) => `Request a loan from ${libName}`,
  illConfirm: (title, libName) => `Borrow '${title}' from ${libName} through an inter-library loan?`,
  availability: {
    borrow: 'You can borrow it from our school library now. Find it at the library by its call number.',
    ill: 'Our school library has no copy to lend, but a school of our loan group does. Request an inter-library loan in the copies below.',
    illBusy:
      "Every copy at the schools of our loan group is on loan, so an inter-library loan can't be requested now. Please check again once one is returned.",
    elsewhere:
      "Neither our school nor the schools of our loan group hold this book, so it can't be reserved or borrowed from them. You can ask the library to buy it.",
    none: 'No school holds this book. You can ask the library to buy it.',
    login: 'Log in to borrow it from your school, or to reserve it or request an inter-library loan.',
  },
  wishLink: 'Request a book',
  bookNotFound: 'The book could not be found.',
  backToResults: 'Back to the results',
};
