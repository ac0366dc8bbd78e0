import { CUSTOMER_CENTER_HOURS, SERVICE_COPYRIGHT, SERVICE_NAME } from '@reading/contract/service';

/**
 * The message catalogue: every user-visible Korean text of the web client is in this folder, each once.
 * Messages that the specification quotes are kept verbatim (spec 000 §5, §8; spec 001 §8), so a reader
 * can search the spec for them. This module holds the site frame's texts (header, menus, footer,
 * dialogs, sign-in, API errors), which every page needs; each page's own texts are in a module of
 * their own (home.ts, search.ts, library.ts, signup.ts, membership.ts, word-lists.ts) and load with
 * that page (decision 026).
 */
export const ko = {
  /** The service's own name and lines (one source: the contract's service.ts); English names it. */
  service: {
    name: SERVICE_NAME,
    copyright: SERVICE_COPYRIGHT,
    hours: CUSTOMER_CENTER_HOURS,
  },
  common: {
    /** Spec 000 §5: an empty navigation target shows this. */
    servicePreparing: '서비스 준비중입니다.',
    /** Spec 000 §5: the shorter variant, for small places (menu items, quick buttons) in later slices. */
    preparing: '준비중입니다.',
    goHome: '홈으로 가기',
    loading: '불러오는 중입니다.',
    /** A members-only page's state for a visitor (components/ui/login-first.tsx). */
    loginNeeded: '로그인 후 이용할 수 있습니다.',
    login: '로그인',
    /** A work's volumes beside its title ('흔한남매 1–15권', decision 240); `range` is '1–15'. */
    volumes: (range: string) => `${range}권`,
  },
  header: {
    skipToMain: '본문 바로가기',
    siteNavLabel: '사이트 선택',
    mainSiteShortName: '메인',
    /** Shown beside the service name on the main site, where no school level applies. */
    mainSiteTagline: '학교 독서·도서관 포털',
    /** The member's loan count beside the account menu on library pages. */
    loanCount: (n: number) => `대출 ${n}권`,
    loanCountLabel: (n: number) => `현재 대출 중인 도서 ${n}권`,
    notificationCount: (n: number) => `알림 ${n}`,
    notificationCountLabel: (n: number) => `읽지 않은 알림 ${n}건`,
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
    cancel: '취소',
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
    /**
     * Menu entries' and groups' names by menuId and groupCode where the interface language names them
     * otherwise; empty in Korean, where the contract's default menus name them (decision 210).
     */
    names: {} as Record<string, string>,
    groupNames: {} as Record<string, string>,
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
    more: '더보기',
    less: '접기',
  },
  dlsBanner: {
    label: 'DLS 인증 안내',
    text: 'DLS 인증을 하지 않았습니다. 학교도서관 대출·예약 서비스를 이용하려면 DLS 인증을 해주세요.',
    link: 'DLS 인증하기',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다.',
    description: '주소가 바르게 입력되었는지 확인해 주세요. 메뉴가 옮겨졌거나 없어졌을 수도 있습니다.',
  },
  /** Issue 37.6: a page opened without its key, or with one that names nothing, says so and leads back. */
  missingKey: {
    title: '찾는 내용이 없어요.',
    description: '주소가 바르지 않거나 지워진 글이에요. 목록에서 다시 골라 주세요.',
    back: '목록으로',
  },
  /** Issue 37.6: what a page shows when the server refuses the caller (403): who may, and the way home. */
  forbiddenPage: {
    title: '이 화면을 이용할 수 없어요.',
  },
  routeError: {
    title: '일시적인 오류가 발생했습니다.',
    description: '화면을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  /** The header search box and popular-keyword panel (spec 000 §3, §5); the search form reuses them. */
  headerSearch: {
    /** Spec 000 §5, verbatim. */
    emptyKeyword: '검색어를 입력해주세요.',
    /** Spec 000 §5, verbatim. */
    blockedKeyword: '차단된 검색어입니다.',
    submit: '검색',
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
  /** Page links of paged lists (search results, library lists). */
  pagination: {
    previous: '이전',
    next: '다음',
    /** Read around a page number: '2쪽'. */
    pagePrefix: '',
    pageSuffix: '쪽',
  },
  auth: {
    // Spec messages, verbatim (spec 000 §4, §5, §8; spec 001 §5, §8).
    logoutConfirm: '로그아웃하시겠습니까?',
    signupNeeded: '회원가입이 필요한 회원입니다.',
    suspended: '서비스 이용불가 회원입니다.',
    notAllowed: '접근이 불가합니다.',
    loginFailed: '로그인에 실패하였습니다.',
    checkUserInfo: '이용자정보를 다시 확인해주세요.',
    serviceLoginFailed: '서비스 로그인에 실패하였습니다.',
    duplicateLogin: '중복로그인이 감지되어 현재 계정에서 로그아웃 됩니다.',
    duplicateLoginCancelled: '중복 로그인이 감지됨.',
    dlsRequired: 'DLS 인증이 필요합니다.',
    dlsAfterAuth: 'DLS인증 후 이용가능합니다.',
    dlsConsentChoose: '동의여부를 선택해주세요.',
    dlsConsentDecline: '동의하지 않으면 DLS 인증을 사용할 수 없습니다. DLS 인증을 끊으시겠습니까?',
    dlsConsentDone: '동의 처리가 완료되었습니다.',
    dlsDisconnected: 'DLS 인증이 끊겼습니다. 재로그인이 필요합니다.',
    dlsDeleted: 'DLS 계정이 삭제되어 인증이 끊겼습니다. 재로그인이 필요합니다.',
    loginRequired: '로그인이 필요합니다.',
    // Our own texts.
    studentLoginTitle: '로그인',
    adminLoginTitle: '관리자 로그인',
    loginLead: '독서로 통합 로그인',
    adminLoginLead: '학교관리자·교사 로그인',
    idLabel: '아이디',
    passwordLabel: '비밀번호',
    loginButton: '로그인',
    loggingIn: '로그인 중입니다.',
    idRequired: '아이디를 입력해주세요.',
    passwordRequired: '비밀번호를 입력해주세요.',
    toAdminLogin: '관리자 로그인',
    toStudentLogin: '학생·일반 로그인',
    toSignup: '회원가입',
    or: '또는',
    ssoLogin: '통합 로그인(SSO)으로 로그인',
    logout: '로그아웃',
    accountLabel: '내 계정',
    verifyStatus: { pending: '인증 대기', refused: '인증 거절' },
    sessionLeft: '남은 시간',
    sessionLeftLabel: (mmss: string) => `자동 로그아웃까지 ${mmss} 남음`,
    resLoginChecking: '로그인 정보를 확인하고 있습니다.',
    join: '회원가입',
    login: '로그인',
  },
  api: {
    requestFailed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    unavailable: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    invalidResponse: '서버의 응답을 해석하지 못했습니다.',
  },
} as const;
