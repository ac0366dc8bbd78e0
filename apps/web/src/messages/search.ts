import { josaOf } from '@reading/contract/korean/josa';
import { formatNumber } from '../lib/locale.ts';

/**
 * The search pages' texts (spec 000 §3, §5): total and school search, results, filters, book detail.
 * Part of the one message catalogue (ko.ts holds the site frame's texts); a page's texts load with the page.
 */
export const searchMessages = {
  totalSearchTitle: '통합검색',
  /** `example` is Korean in every language (initial consonants): shown in a lang="ko" part. */
  totalSearchDescription: (example: string) =>
    `전국 학교도서관의 책을 한 번에 찾아봅니다. 책 제목, 지은이, 출판사, ISBN, 초성(${example})으로 검색할 수 있습니다.`,
  initialsExample: 'ㅎㄱㅅ',
  schoolSearchTitle: '우리 학교 도서 검색',
  /** SchoolSearchLogin names the member's school. */
  schoolSearchTitleAt: (schName: string) => `${schName} 우리 학교 도서 검색`,
  schoolSearchDescription: '우리 학교 도서관에 있는 책과 대출 가능 여부를 찾아봅니다.',
  schoolUnknown:
    '학교가 정해지지 않아 모든 학교도서관에서 찾습니다. 학교 사이트에서 학교를 고르거나 로그인하면 우리 학교 책만 찾을 수 있습니다.',
  resultTitle: '검색 결과',
  skipToResults: '검색 결과로 건너뛰기',
  suggestion: (word: string) => `혹시 '${word}'${josaOf(word, '을/를')} 찾으셨나요?`,
  suggestionLink: (word: string) => `'${word}' 검색하기`,
  detailTitle: '도서 상세정보',
  keywordLabel: '검색어',
  keywordPlaceholder: '책 제목, 지은이, 출판사, ISBN',
  searchTypeLabel: '검색 조건',
  searchTypes: { all: '전체', title: '서명', author: '저자', publisher: '출판사', isbn: 'ISBN' } as Record<
    string,
    string
  >,
  areaTabsLabel: '검색 메뉴',
  areaTabs: { menu: '검색 메뉴', result: '검색 결과', detail: '상세 정보', library: '도서관 메뉴' },
  topicTitle: '주제별 찾기',
  topicDescription: '한국십진분류(KDC) 주제로 책을 둘러봅니다.',
  filterTitle: '검색 필터',
  filterLocations: '지역',
  filterCategories: '이용대상',
  filterSkco: '주제(KDC)',
  filterLanguages: '언어',
  filterViewOption: '보기 옵션',
  otherSchoolCheck: '다른 학교(상호대차) 도서 포함',
  excludeNonLending: '대출불가 도서 제외',
  filterIsbn: 'ISBN',
  filterAuthor: '저자',
  filterPublished: '출판사',
  filterStartYear: '발행연도 시작',
  filterEndYear: '발행연도 끝',
  apply: '필터 적용',
  clearFilter: '필터 초기화',
  totalCount: (n: number, capped = false) => `검색 결과 ${formatNumber(n)}건${capped ? ' 이상' : ''}`,
  noResults: '검색 결과가 없습니다.',
  noResultsHint: '띄어쓰기나 철자를 바꾸거나, 필터를 줄여 다시 검색해 보세요.',
  loadFailed: '검색 결과를 불러오지 못했습니다.',
  holdings: (available: number, total: number) => `대출가능 ${available} / 소장 ${total}`,
  notHeld: '소장 학교 없음',
  /** The summary line of a work (decision 240): '우리 학교 대출가능 2 / 3 · 다른 학교 12곳'. */
  ownSchoolHoldings: (available: number, total: number) => `우리 학교 대출가능 ${available} / ${total}`,
  ownSchoolNone: '우리 학교 소장 없음',
  otherLibraries: (n: number) => `다른 학교 ${formatNumber(n)}곳`,
  libraries: (n: number) => `소장 학교 ${formatNumber(n)}곳`,
  /** The scope switch above the results (decision 242). */
  scopeLabel: '검색 범위',
  scopes: { school: '우리 학교', region: '우리 지역', nation: '전국' } as Record<string, string>,
  scopeCount: (name: string, n: number) => `${name} ${formatNumber(n)}`,
  notAtOwnSchool: '우리 학교에는 없어요',
  notAtOwnSchoolHint: '다른 학교의 책이에요. 상호대차를 신청하면 우리 학교에서 받을 수 있어요.',
  reserveAction: '예약',
  seriesLabel: '총서',
  workVolumes: '전체 권',
  pagination: '검색 결과 페이지',
  author: '저자',
  publisher: '출판사',
  pubYear: '발행연도',
  isbn: 'ISBN',
  kdc: '분류',
  /** A book's KDC number with its division's name ('813.7 한국소설'); other languages name the main class. */
  kdcLabel: (kdc: string, kdcName: string | null) => (kdcName ? `${kdc} ${kdcName}` : kdc),
  volume: '권차',
  holdingsTitle: '소장 정보',
  library: '소장 도서관',
  callNo: '청구기호',
  regNo: '등록번호',
  status: '상태',
  dueDate: '반납예정일',
  reservable: '우리 학교 도서관의 책이 모두 대출 중입니다. 예약하면 반납되는 대로 순서대로 빌릴 수 있습니다.',
  loginToReserve: '모든 책이 대출 중입니다. 로그인하면 예약할 수 있습니다.',
  region: '지역',
  ownSchool: '우리 학교',
  illGroup: '상호대차 그룹',
  request: '신청',
  illButton: '상호대차 신청',
  illLabel: (libName: string) => `${libName}에 상호대차 신청`,
  illConfirm: (title: string, libName: string) =>
    `'${title}'${josaOf(title, '을/를')} ${libName}에서 상호대차로 빌리시겠습니까?`,
  availability: {
    borrow: '우리 학교 도서관에서 바로 빌릴 수 있습니다. 도서관에 방문해 청구기호로 찾아보세요.',
    ill: '우리 학교 도서관에는 빌릴 수 있는 책이 없지만, 상호대차 그룹 학교에서 빌려올 수 있습니다. 아래 소장 정보에서 상호대차를 신청하세요.',
    illBusy:
      '상호대차 그룹 학교의 책이 모두 대출 중이어서 지금은 상호대차를 신청할 수 없습니다. 반납된 뒤 다시 확인해 주세요.',
    elsewhere:
      '우리 학교와 상호대차 그룹 학교에는 없는 책이어서 예약이나 상호대차를 신청할 수 없습니다. 희망도서로 구입을 신청해 보세요.',
    none: '소장한 학교가 없는 책입니다. 희망도서로 구입을 신청해 보세요.',
    login: '로그인하면 우리 학교에서 빌리거나 예약·상호대차를 신청할 수 있습니다.',
  },
  wishLink: '희망도서 신청하기',
  bookNotFound: '도서 정보를 찾을 수 없습니다.',
  backToResults: '검색 결과로 돌아가기',
};
