/**
 * Menu defaults (spec 000 §2 Menus). The main site has five groups; school sites have a student menu
 * and a teacher/manager menu with five extra groups. Each item has a use flag; the server's flags
 * (GET /schome/service/main/menu/list) override these defaults, and a group with no enabled item is hidden.
 * `routeName` is a route name of the paths table (spec 001 §2.2).
 */
export type MenuSite = 'main' | 'school';
export type MenuAudience = 'all' | 'student' | 'staff';

export type MenuItemDefault = { menuId: string; menuName: string; routeName: string; useYN: 'Y' | 'N' };
export type MenuGroupDefault = {
  groupCode: string;
  groupName: string;
  site: MenuSite;
  audience: MenuAudience;
  items: MenuItemDefault[];
};

const item = (menuId: string, menuName: string, routeName: string): MenuItemDefault => ({
  menuId,
  menuName,
  routeName,
  useYN: 'Y',
});

const recommendedBooks = (prefix: string) => [
  item(`${prefix}-popular`, '인기도서', 'PopularCuration'),
  item(`${prefix}-student`, '학생·교사 추천도서', 'StudentCuration'),
  item(`${prefix}-center`, '기관 추천도서', 'CenterCuration'),
  item(`${prefix}-accession`, '신착도서', 'AccessionCuration'),
  item(`${prefix}-customized`, '맞춤형 추천도서', 'ParticipationCustomizedCuration'),
];

export const DEFAULT_MENUS: MenuGroupDefault[] = [
  {
    groupCode: 'M1',
    groupName: '도서검색',
    site: 'main',
    audience: 'all',
    items: [
      item('m1-total', '통합검색', 'TotalSearch'),
      item('m1-school', '학교별 도서검색', 'SchoolSearch'),
    ],
  },
  { groupCode: 'M2', groupName: '추천도서', site: 'main', audience: 'all', items: recommendedBooks('m2') },
  {
    groupCode: 'M3',
    groupName: '독서활동 둘러보기',
    site: 'main',
    audience: 'all',
    items: [
      item('m3-recommend', '독서활동 추천', 'RecommendList'),
      item('m3-quiz', '독서퀴즈', 'QuizList'),
      item('m3-marathon', '독서마라톤', 'ReadingMarathon'),
      item('m3-balance', '밸런스게임', 'BalanceGame'),
      item('m3-quiz-contest', '골든벨 퀴즈대회', 'QuizContest'),
      item('m3-newsgroup', '독서토론방', 'ReadingNewsGroup'),
      item('m3-group', '독서동아리', 'ReadingGroup'),
      item('m3-portfolio', '포트폴리오', 'PortfolioList'),
    ],
  },
  {
    groupCode: 'M4',
    groupName: '취향별 도서찾기',
    site: 'main',
    audience: 'all',
    items: [
      item('m4-novel', '소설로 떠나는 여행', 'PromotionNovel'),
      item('m4-human', '인물로 읽는 세계', 'PromotionHuman'),
      item('m4-travel', '여행 도서', 'PromotionTravel'),
      item('m4-history', '오늘의 역사', 'PromotionHistory'),
      item('m4-language', '언어로 만나는 세계', 'PromotionLanguage'),
    ],
  },
  {
    groupCode: 'M5',
    groupName: '이용안내',
    site: 'main',
    audience: 'all',
    items: [
      item('m5-notice', '공지사항', 'Notice'),
      item('m5-faq', '자주 묻는 질문', 'Faq'),
      item('m5-system', '시스템 안내', 'SystemInfo'),
      item('m5-gooduse', '우수 활용 사례', 'GoodUse'),
      item('m5-dls', 'DLS 안내', 'Dls'),
      item('m5-howto', '이용 방법', 'HowTo'),
      item('m5-guide', '서비스 소개', 'IntroduceGuide'),
    ],
  },
  {
    groupCode: 'S1',
    groupName: '단체 독서활동',
    site: 'school',
    audience: 'all',
    items: [
      item('s1-contest', '독서활동', 'ParticipationContestList'),
      item('s1-marathon', '독서마라톤', 'contestMarathon'),
      item('s1-quiz-contest', '골든벨 퀴즈대회', 'ReadingQuizContest'),
      item('s1-report-contest', '독후감 대회', 'readingReportContest'),
      item('s1-group', '독서동아리', 'readingBookGroup'),
    ],
  },
  {
    groupCode: 'S2',
    groupName: '자유 독서활동',
    site: 'school',
    audience: 'all',
    items: [
      item('s2-quiz', '독서퀴즈', 'readingQuiz'),
      item('s2-balance', '밸런스게임', 'contestBalanceGame'),
      item('s2-discussion', '독서토론방', 'readingDiscussionRoom'),
      item('s2-virtual', '가상 독서모임', 'virtualCommunity'),
      item('s2-portfolio', '포트폴리오', 'ParticipationPortfolioList'),
    ],
  },
  { groupCode: 'S3', groupName: '추천도서', site: 'school', audience: 'all', items: recommendedBooks('s3') },
  {
    groupCode: 'S4',
    groupName: '마이페이지',
    site: 'school',
    audience: 'all',
    items: [
      item('s4-dashboard', '대시보드', 'DashBoard'),
      item('s4-activities', '나의 독서활동', 'MyActivites'),
      item('s4-badge', '나의 배지', 'MyBadge'),
      item('s4-library', '대출·예약 현황', 'MyLibraryStatus'),
      item('s4-wish', '희망도서 신청', 'WishBookRequest'),
      item('s4-shelf', '나의 책장', 'BookShelfList'),
      item('s4-card', '모바일 회원증', 'Membership'),
    ],
  },
  {
    groupCode: 'S5',
    groupName: '이용안내',
    site: 'school',
    audience: 'all',
    items: [
      item('s5-notice', '학교 공지사항', 'SchoolNotice'),
      item('s5-faq', '자주 묻는 질문', 'SchoolFaq'),
      item('s5-news', '도서관 소식', 'SchoolNews'),
      item('s5-inquiry', '문의하기', 'InquiryList'),
      item('s5-consulting', '독서상담', 'ApplyConsulting'),
    ],
  },
  {
    groupCode: 'T1',
    groupName: '독서활동 관리',
    site: 'school',
    audience: 'staff',
    items: [item('t1-manage', '독서활동 관리', 'ParticipationActivityManageList')],
  },
  {
    groupCode: 'T2',
    groupName: '포트폴리오 관리',
    site: 'school',
    audience: 'staff',
    items: [item('t2-portfolio', '포트폴리오 관리', 'ParticipationActivityPortfolioManage')],
  },
  {
    groupCode: 'T3',
    groupName: '댓글 관리',
    site: 'school',
    audience: 'staff',
    items: [item('t3-review', '댓글 관리', 'ParticipationActivityReviewManage')],
  },
  {
    groupCode: 'T4',
    groupName: '교사 공유방',
    site: 'school',
    audience: 'staff',
    items: [item('t4-share', '교사 자료 공유방', 'TeacherShareRoom')],
  },
  {
    groupCode: 'T5',
    groupName: '수업지원',
    site: 'school',
    audience: 'staff',
    items: [
      item('t5-class', '도서관 활용수업 신청', 'applyClassList'),
      item('t5-class-loans', '우리 반 대출 현황', 'MyLibraryClassList'),
    ],
  },
];
