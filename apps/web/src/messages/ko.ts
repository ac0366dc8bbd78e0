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
    sessionLeft: '남은 시간',
    sessionLeftLabel: (mmss: string) => `자동 로그아웃까지 ${mmss} 남음`,
    resLoginChecking: '로그인 정보를 확인하고 있습니다.',
    join: '회원가입',
    login: '로그인',
  },
  dialog: {
    defaultTitle: '알림',
    close: '닫기',
    confirm: '확인',
    cancel: '취소',
  },
  api: {
    requestFailed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    unavailable: '서비스에 일시적으로 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    invalidResponse: '서버의 응답을 해석하지 못했습니다.',
  },
} as const;
