/**
 * The home page's texts (spec 000 §2 Home page): intro, tabs, banner carousel and sections.
 * Part of the one message catalogue (ko.ts holds the site frame's texts); a page's texts load with the page.
 */
export const homeMessages = {
  mainSiteBadge: '전국 학교 독서·도서관 포털',
  title: '독서로에 오신 것을 환영합니다',
  description:
    '독서로는 초·중·고등학교 학생과 선생님을 위한 독서·학교도서관 포털입니다. 학교도서관의 책을 찾아 빌리고, 추천도서를 만나고, 독서활동을 기록하며 생각을 나눌 수 있습니다.',
  levelDescription: (levelName: string) =>
    `${levelName} 학생과 선생님을 위한 독서로입니다. 우리 학교 도서관과 독서활동을 한곳에서 만나 보세요.`,
  tabsLabel: '메인 화면 보기 선택',
  /** Tabs' names by setupCode where the interface language names them otherwise (the server's in Korean). */
  tabNames: {} as Record<string, string>,
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
    popularBooksChildrenNote: '2025년 공공도서관 어린이 도서 대출 순위',
    childrenList: '어린이 대출 순위',
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
    note: '독서로에 등록된 학교, 통합 목록의 도서, 독서로를 이용하는 학교도서관의 수입니다.',
    more: '독서 통계 자세히 보기',
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
      description: '독서감상문, 독서퀴즈, 골든벨, 밸런스게임, 독서마라톤, 토론방에 참여하고 기록을 남깁니다.',
    },
    myReading: {
      title: '나의 독서',
      description: '내 책장, 대출·예약 현황, 모바일 대출증과 활동 배지를 마이페이지에서 확인합니다.',
    },
  },
};
