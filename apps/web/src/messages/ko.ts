/**
 * Every user-visible Korean text of the web client. Messages that the specification quotes are kept
 * verbatim (spec 000 §5, §8; spec 001 §8), so a reader can search the spec for them.
 */
export const ko = {
  common: {
    /** Spec 000 §5: an empty navigation target shows this. */
    servicePreparing: '서비스 준비중입니다.',
    /** Spec 000 §5: the shorter variant, for small places (menu items, quick buttons) in later slices. */
    preparing: '준비중입니다.',
    goHome: '홈으로 가기',
    loading: '불러오는 중입니다.',
  },
  header: {
    skipToMain: '본문 바로가기',
    siteNavLabel: '사이트 선택',
    mainSiteShortName: '메인',
    /** Shown beside the service name on the main site, where no school level applies. */
    mainSiteTagline: '학교 독서·도서관 포털',
  },
  footer: {
    policyNavLabel: '정책 및 약관',
    personalPrivacy: '개인정보처리방침',
    useCondition: '이용약관',
    emailRule: '이메일무단수집거부',
    address: '주소',
    telNo: '전화',
    centerNo: '고객센터',
    hours: '운영시간',
  },
  dialog: {
    /** Spec 000 §2, 001 §2.1: the alert's title when none is given, and the confirm's title. */
    defaultTitle: '알림',
    close: '닫기',
    confirm: '확인',
  },
  guard: {
    /** Spec 001 §6 and §8: a student on a teacher-only route. */
    studentBlocked: '접근이 불가합니다.',
    /** Spec 001 §6: ApplyConsultingForm for anyone but students. */
    studentOnly: '학생만 접근가능한 메뉴입니다.',
  },
  menu: {
    navLabel: '주요 메뉴',
    openAll: '전체 메뉴',
    closeAll: '전체 메뉴 닫기',
    drawerTitle: '전체 메뉴',
    loanCard: '모바일 대출증',
    loanCardHint: 'DLS 인증을 마친 회원은 학교도서관 대출증을 휴대폰으로 보여줄 수 있습니다.',
    loanCardLogin: '로그인 후 이용할 수 있습니다.',
  },
  quickMenu: {
    label: '바로가기',
    eLibrary: '전자도서관',
    notice: '공지사항',
    myPage: '마이페이지',
    guideVideo: '이용안내 영상',
    menu: '전체메뉴',
    textbookBooks: '교과연계 도서',
    writeActivity: '독서활동 쓰기',
    loanCard: '대출증',
    schoolManager: '학교관리자',
    applyClass: '수업 신청',
    login: '로그인',
    library: '도서관 바로가기',
    top: '맨 위로',
    newWindow: '(새 창)',
  },
  dlsBanner: {
    text: 'DLS 인증을 하지 않았습니다. 학교도서관 대출·예약 서비스를 이용하려면 DLS 인증을 해주세요.',
    link: 'DLS 인증하기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다.',
    description: '주소가 바르게 입력되었는지 확인해 주세요. 메뉴가 옮겨졌거나 없어졌을 수도 있습니다.',
  },
  routeError: {
    title: '일시적인 오류가 발생했습니다.',
    description: '화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  home: {
    mainSiteBadge: '전국 학교 독서·도서관 포털',
    title: '독서로에 오신 것을 환영합니다',
    description:
      '독서로는 초·중·고등학교 학생과 선생님을 위한 독서·학교도서관 포털입니다. 학교도서관의 책을 찾아 빌리고, 추천도서를 만나고, 독서활동을 기록하며 생각을 나눌 수 있습니다.',
    levelDescription: (levelName: string) =>
      `${levelName} 학생과 선생님을 위한 독서로입니다. 우리 학교 도서관과 독서활동을 한곳에서 만나 보세요.`,
    tabsLabel: '메인 화면 보기 선택',
    carousel: {
      label: '주요 안내',
      slide: (n: number, total: number) => `${total}개 중 ${n}번째`,
      pause: '자동 넘김 멈춤',
      play: '자동 넘김 시작',
      previous: '이전 안내',
      next: '다음 안내',
      more: '바로가기',
    },
    slides: {
      popular: {
        title: '요즘 가장 많이 빌린 책',
        text: '학생들이 가장 많이 빌려 읽은 인기도서를 만나 보세요.',
      },
      marathon: {
        title: '독서마라톤에 도전하세요',
        text: '목표를 정하고 친구들과 함께 읽으며 완주 기록을 남깁니다.',
      },
      dls: {
        title: 'DLS 인증으로 대출증을 휴대폰에',
        text: '학교도서관 대출증을 연결하면 대출·예약 현황을 바로 확인할 수 있습니다.',
      },
      quiz: { title: '책을 읽었다면 독서퀴즈!', text: '읽은 책의 퀴즈를 풀고 배지를 모아 보세요.' },
    },
    sections: {
      popularBooks: '인기도서',
      popularBooksNote: '공공도서관 대출 통계(2018–2021)의 대출 횟수 합계 순위',
      popularBooksTeenNote: '공공도서관 대출 통계(2018–2021) 중 청소년(14–19세) 대출 횟수 합계 순위',
      newArrivals: '신착도서',
      newArrivalsNote: '통합 목록에서 발행연도가 가장 최근인 도서',
      notices: '공지사항',
      more: '더보기',
      loans: (n: string) => `대출 ${n}회`,
      noBooks: '표시할 도서가 없습니다.',
      noNotices: '등록된 공지사항이 없습니다.',
      loadFailed: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
      rank: (n: number) => `${n}위`,
    },
    statistics: {
      heading: '독서로 현황',
      note: '독서로에 등록된 학교, 통합 목록의 도서, 독서로를 이용하는 학교도서관의 수입니다. 학생들의 독서 활동 통계는 독서활동 기능이 열리면 함께 제공됩니다.',
      schools: '등록 학교',
      books: '통합 목록 도서',
      libraries: '이용 학교도서관',
      byRegion: '지역별 학교 수',
      unit: { schools: '개교', books: '권', libraries: '곳' },
    },
    categoryBooks: {
      heading: '분야별 인기도서',
      note: '한국십진분류(KDC) 주제별로 대출이 많았던 도서입니다.',
    },
    introHeading: '독서로에서 할 수 있는 일',
    features: {
      search: {
        title: '도서 검색',
        description:
          '전국 학교도서관의 책을 통합 검색하고, 우리 학교 도서관의 소장과 대출 가능 여부를 확인합니다.',
      },
      curation: {
        title: '추천도서',
        description: '인기 도서와 신착 도서, 기관·학생·교사 추천 도서, 나에게 맞춘 추천 도서를 만나 보세요.',
      },
      activities: {
        title: '독서활동',
        description:
          '독서감상문, 독서퀴즈, 골든벨, 밸런스게임, 독서마라톤, 토론방에 참여하고 기록을 남깁니다.',
      },
      myReading: {
        title: '나의 독서',
        description: '내 책장, 대출·예약 현황, 모바일 대출증과 활동 배지를 마이페이지에서 확인합니다.',
      },
    },
  },
  search: {
    /** Spec 000 §5, verbatim. */
    emptyKeyword: '검색어를 입력해주세요.',
    /** Spec 000 §5, verbatim. */
    blockedKeyword: '차단된 검색어입니다.',
    totalSearchTitle: '통합검색',
    totalSearchDescription:
      '전국 학교도서관의 책을 한 번에 찾아봅니다. 책 제목, 지은이, 출판사, ISBN, 초성(ㅎㄱㅅ)으로 검색할 수 있습니다.',
    schoolSearchTitle: '우리 학교 도서 검색',
    schoolSearchDescription: '우리 학교 도서관에 있는 책과 대출 가능 여부를 찾아봅니다.',
    schoolUnknown:
      '학교가 정해지지 않아 모든 학교도서관에서 찾습니다. 학교 사이트에서 학교를 고르거나 로그인하면 우리 학교 책만 찾을 수 있습니다.',
    resultTitle: '검색 결과',
    detailTitle: '도서 상세정보',
    keywordLabel: '검색어',
    keywordPlaceholder: '책 제목, 지은이, 출판사, ISBN',
    searchTypeLabel: '검색 조건',
    searchTypes: { all: '전체', title: '서명', author: '저자', publisher: '출판사', isbn: 'ISBN' } as Record<
      string,
      string
    >,
    submit: '검색',
    areaTabsLabel: '검색 메뉴',
    areaTabs: { menu: '검색 메뉴', result: '검색 결과', detail: '상세 정보', library: '도서관 메뉴' },
    topicTitle: '주제별 찾기',
    topicDescription: '한국십진분류(KDC) 주제로 책을 둘러봅니다.',
    filterTitle: '검색 필터',
    filterLocations: '지역',
    filterCategories: '주제(KDC)',
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
    totalCount: (n: number) => `검색 결과 ${n.toLocaleString('ko-KR')}건`,
    noResults: '검색 결과가 없습니다.',
    noResultsHint: '띄어쓰기나 철자를 바꾸거나, 필터를 줄여 다시 검색해 보세요.',
    loadFailed: '검색 결과를 불러오지 못했습니다.',
    holdings: (available: number, total: number) => `대출가능 ${available} / 소장 ${total}`,
    notHeld: '소장 학교 없음',
    pagination: '검색 결과 페이지',
    previous: '이전',
    next: '다음',
    /** Read after a page number: '2쪽'. */
    pageSuffix: '쪽',
    author: '저자',
    publisher: '출판사',
    pubYear: '발행연도',
    isbn: 'ISBN',
    kdc: '분류',
    volume: '권차',
    holdingsTitle: '소장 정보',
    library: '소장 도서관',
    callNo: '청구기호',
    regNo: '등록번호',
    status: '상태',
    dueDate: '반납예정일',
    reservable: '예약할 수 있습니다. (예약 신청은 도서관 서비스에서 곧 제공됩니다.)',
    loginToReserve: '모든 책이 대출 중입니다. 로그인하면 예약할 수 있습니다.',
    bookNotFound: '도서 정보를 찾을 수 없습니다.',
    backToResults: '검색 결과로 돌아가기',
    // The header search box and popular-keyword panel (shell).
    /** Spec 000 §5: how a blocked term shows in the popular list. */
    blockedLabel: '차단된 검색어',
    formLabel: '도서 검색',
    inputLabel: '검색어',
    placeholder: '책 제목, 저자, 출판사를 입력하세요',
    regionLabel: '지역 선택',
    topicSearch: '주제별 검색',
    popularKeywords: '인기 검색어',
    popularKeywordsToday: '오늘의 인기 검색어',
    popularKeywordsEmpty: '아직 집계된 인기 검색어가 없습니다.',
    closePanel: '닫기',
  },
  api: {
    requestFailed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    unavailable: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    invalidResponse: '서버의 응답을 해석하지 못했습니다.',
  },
} as const;
