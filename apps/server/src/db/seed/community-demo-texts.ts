import type { SeedPost } from './community-guides.ts';

/** The texts of the demo community content (community-demo.ts): notices, FAQs, inquiries, counselling. */
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

type DemoNotice = Omit<SeedPost, 'boardCode' | 'regDate' | 'startDate' | 'endDate'> & {
  daysAgo: number;
  startInDays?: number;
  endInDays?: number;
};

/** Service notices: every region, per region, per level, per audience; pinned, event, popup, hidden, scheduled. */
export const DEMO_NOTICES: DemoNotice[] = [
  {
    seedKey: 'demo-notice-privacy',
    title: '개인정보 처리방침 개정 안내',
    content: p(
      '개인정보 처리방침이 개정되어 2026년 5월 1일부터 시행됩니다.',
      '만 14세 미만 회원의 법정대리인 동의 절차와 개인정보 보유 기간을 더 자세히 안내했습니다. 화면 아래의 개인정보 처리방침에서 전문을 확인하세요.',
    ),
    pinnedYn: 'Y',
    daysAgo: 30,
  },
  {
    seedKey: 'demo-notice-renewal',
    title: '독서로 서비스 개편 안내',
    content: p('학교별 사이트(초등·중등·고등)와 통합 도서검색이 새로워졌습니다. 이용에 참고해 주세요.'),
    daysAgo: 60,
  },
  {
    seedKey: 'demo-notice-dls',
    title: '학교도서관 DLS 인증 방법 안내',
    content: p('마이페이지의 DLS 인증 메뉴에서 학교도서관 대출증을 연결하면 모바일 회원증을 쓸 수 있습니다.'),
    daysAgo: 55,
  },
  {
    seedKey: 'demo-notice-maintenance',
    title: '정기 점검에 따른 서비스 일시 중단 안내',
    content: p('매월 첫째 주 일요일 02:00부터 06:00까지 시스템 점검으로 서비스 이용이 제한됩니다.'),
    daysAgo: 40,
  },
  {
    seedKey: 'demo-notice-marathon',
    title: '2026 독서마라톤 참여 학교 모집',
    content: p(
      '학교별로 독서마라톤을 만들고 학생들과 함께 완주해 보세요. 선생님 메뉴의 독서마라톤 만들기에서 시작할 수 있습니다.',
      '완주한 학생에게는 독서마라톤 배지가 발급됩니다.',
    ),
    eventYn: 'Y',
    popupYn: 'Y',
    daysAgo: 20,
    startInDays: -20,
    endInDays: 30,
  },
  {
    seedKey: 'demo-notice-seoul',
    provCode: 'B10',
    title: '[서울] 학교도서관 독서교육 담당자 연수 안내',
    content: p(
      '서울특별시교육청 소속 학교도서관 담당 선생님을 대상으로 독서교육 연수를 엽니다. 신청은 소속 교육지원청으로 해주세요.',
    ),
    memberTypeCode: '02',
    daysAgo: 10,
  },
  {
    seedKey: 'demo-notice-busan',
    provCode: 'C10',
    title: '[부산] 부산 학생 독서토론 대회 참가 안내',
    content: p(
      '부산광역시교육청이 주최하는 학생 독서토론 대회 참가 신청을 받습니다. 학교별로 2팀까지 참가할 수 있습니다.',
    ),
    eventYn: 'Y',
    daysAgo: 9,
  },
  {
    seedKey: 'demo-notice-elementary',
    schLevelCode: '01',
    title: '초등학생 여름방학 독서교실 안내',
    content: p(
      '여름방학 동안 학교도서관에서 열리는 독서교실에 참여해 보세요. 학교별 일정은 학교도서관 소식에서 확인할 수 있습니다.',
    ),
    eventYn: 'Y',
    popupYn: 'Y',
    daysAgo: 8,
  },
  {
    seedKey: 'demo-notice-high',
    schLevelCode: '03',
    title: '고등학생 진로 독서 프로그램 안내',
    content: p(
      '관심 있는 진로 분야의 책을 읽고 독서활동을 기록하면 학교생활기록부 독서활동에 참고할 수 있습니다.',
    ),
    daysAgo: 7,
  },
  {
    seedKey: 'demo-notice-teachers',
    memberTypeCode: '02',
    title: '선생님께: 독서활동 관리 기능이 추가되었습니다',
    content: p(
      '학급 학생들의 독서활동을 한눈에 보고 댓글을 남길 수 있는 독서활동 관리 메뉴가 추가되었습니다.',
    ),
    daysAgo: 5,
  },
  {
    seedKey: 'demo-notice-popup-teachers',
    memberTypeCode: '02',
    title: '[팝업] 선생님 대상 독서교육 연수 신청 안내',
    content: p(
      '학교도서관 담당 선생님을 위한 온라인 독서교육 연수 신청을 받습니다. 연수 시간은 직무연수로 인정됩니다.',
    ),
    popupYn: 'Y',
    daysAgo: 60,
  },
  {
    seedKey: 'demo-notice-popup-middle',
    schLevelCode: '02',
    title: '[팝업] 중학생 독서토론 한마당 참가 안내',
    content: p('중학생 독서토론 한마당에 참가할 팀을 모집합니다. 학교별로 한 팀씩 신청할 수 있습니다.'),
    popupYn: 'Y',
    daysAgo: 61,
  },
  {
    seedKey: 'demo-notice-quiz',
    title: '독서퀴즈 새 문제 500개가 추가되었습니다',
    content: p(
      '초등 고학년과 중학생을 위한 독서퀴즈 문제 500개가 추가되었습니다. 퀴즈를 풀고 배지를 모아 보세요.',
    ),
    daysAgo: 3,
  },
  {
    seedKey: 'demo-notice-hidden',
    title: '가을 독서 행사 안내 (작성 중)',
    content: p('가을 독서 행사 일정과 참여 방법을 안내합니다. 세부 일정은 확정 후 알려드립니다.'),
    hiddenYn: 'Y',
    daysAgo: 1,
  },
  {
    seedKey: 'demo-notice-future',
    title: '겨울방학 독서 챌린지 예고',
    content: p('겨울방학 동안 하루 20분 읽기 챌린지를 준비하고 있습니다.'),
    daysAgo: 0,
    startInDays: 30,
  },
  {
    seedKey: 'demo-notice-expired',
    title: '봄 독서 주간 행사 안내',
    content: p('봄 독서 주간 행사가 끝났습니다. 참여해 주셔서 감사합니다.'),
    eventYn: 'Y',
    daysAgo: 90,
    startInDays: -90,
    endInDays: -60,
  },
];

type DemoFaq = Omit<SeedPost, 'boardCode'>;
const faq = (seedKey: string, categoryCode: string, title: string, ...answer: string[]): DemoFaq => ({
  seedKey,
  categoryCode,
  title,
  content: p(...answer),
});

/** FAQs, two or more in each category. */
export const DEMO_FAQS: DemoFaq[] = [
  faq(
    'demo-faq-1',
    '01',
    '회원가입은 어떻게 하나요?',
    '로그인 화면의 회원가입을 누르고 회원 구분(학생, 교사 등)을 고른 뒤 안내에 따라 진행하세요. 만 14세 미만은 보호자 동의가 필요합니다.',
  ),
  faq(
    'demo-faq-2',
    '01',
    '비밀번호를 잊어버렸어요.',
    '로그인 화면의 비밀번호 찾기를 이용하거나, 학생은 학교도서관 담당 선생님께 초기화를 요청하세요.',
  ),
  faq(
    'demo-faq-3',
    '02',
    '다른 학교 도서관의 책도 찾을 수 있나요?',
    '통합검색에서 다른 학교 포함을 선택하면 전국 학교도서관의 소장 자료를 볼 수 있습니다. 대출은 소속 학교도서관에서만 할 수 있습니다.',
  ),
  faq(
    'demo-faq-4',
    '02',
    '검색어를 입력했는데 결과가 없어요.',
    '띄어쓰기를 바꾸거나 더 짧은 낱말로 검색해 보세요. 저자나 ISBN으로도 찾을 수 있습니다.',
  ),
  faq(
    'demo-faq-5',
    '03',
    '책을 예약하려면 어떻게 하나요?',
    '책 상세 화면에서 모든 책이 대출 중일 때 예약 버튼이 나타납니다. 반납되면 순서대로 안내합니다.',
  ),
  faq(
    'demo-faq-6',
    '03',
    '대출 기간을 연장할 수 있나요?',
    '예약한 사람이 없으면 학교도서관 규칙에 따라 한 번 연장할 수 있습니다. 연장은 학교도서관에 문의하세요.',
  ),
  faq(
    'demo-faq-7',
    '04',
    '모바일 회원증은 어디에서 보나요?',
    'DLS 인증을 마친 뒤 화면 오른쪽의 회원증 버튼이나 마이페이지에서 바코드를 볼 수 있습니다.',
  ),
  faq(
    'demo-faq-8',
    '04',
    '회원증 바코드가 인식되지 않아요.',
    '화면 밝기를 높이고 바코드가 잘리지 않게 가로로 보여주세요. 계속 안 되면 대출증 번호를 다시 인증해보세요.',
  ),
  faq(
    'demo-faq-9',
    '05',
    '독서활동은 누가 볼 수 있나요?',
    '작성할 때 공개 범위(나만 보기, 우리 학교, 전체)를 고를 수 있습니다. 선생님은 학급 학생의 활동을 볼 수 있습니다.',
  ),
  faq(
    'demo-faq-10',
    '05',
    '배지는 어떻게 받나요?',
    '독서활동, 독서퀴즈, 독서마라톤 등에 참여한 횟수에 따라 세 단계의 배지가 자동으로 발급됩니다.',
  ),
  faq(
    'demo-faq-11',
    '06',
    '글을 올릴 수 없다고 나와요.',
    '금지어가 들어 있으면 글이 등록되지 않습니다. 안내된 낱말을 고쳐서 다시 올려주세요.',
  ),
  faq(
    'demo-faq-12',
    '06',
    '고객센터 운영 시간이 궁금해요.',
    '고객센터는 평일 09:00~18:00에 운영하며 주말과 공휴일에는 쉽니다.',
  ),
];

export type DemoQuestion = {
  seedKey: string;
  boardCode: 'qna' | 'counseling' | 'serviceRequest';
  asker: string;
  answerer?: string;
  title: string;
  content: string;
  answer?: string;
  categoryCode?: string;
  requestType?: 'Y' | 'N';
  publicYn?: 'Y' | 'N';
  daysAgo: number;
};

/**
 * Inquiries, counselling and service requests (decision 152): answered and open, private and published,
 * at two schools and none.
 */
export const DEMO_QUESTIONS: DemoQuestion[] = [
  {
    seedKey: 'demo-qna-barcode',
    boardCode: 'qna',
    asker: 'student1',
    answerer: 'manager1',
    title: '모바일 회원증 바코드가 보이지 않아요',
    content: 'DLS 인증을 했는데 회원증 화면에 바코드가 나오지 않습니다.\n어떻게 해야 하나요?',
    answer:
      '인증 후 처음 한 번은 로그아웃했다가 다시 로그인해야 바코드가 보입니다. 그래도 안 되면 도서관으로 와 주세요.',
    publicYn: 'Y',
    daysAgo: 14,
  },
  {
    seedKey: 'demo-qna-reserve',
    boardCode: 'qna',
    asker: 'student1',
    title: '예약한 책은 언제 받을 수 있나요?',
    content: '지난주에 예약한 책이 아직 안 왔어요. 언제쯤 빌릴 수 있을까요?',
    daysAgo: 2,
  },
  {
    seedKey: 'demo-qna-teacher',
    boardCode: 'qna',
    asker: 'teacher1',
    answerer: 'manager1',
    title: '학급 단체 대출이 가능한가요?',
    content: '국어 시간에 같은 책 25권을 2주 동안 빌리고 싶습니다.',
    answer: '학급 단체 대출은 최대 30권, 3주까지 가능합니다. 필요한 날 일주일 전에 신청해 주세요.',
    requestType: 'N',
    daysAgo: 10,
  },
  {
    seedKey: 'demo-qna-general',
    boardCode: 'qna',
    asker: 'member1',
    answerer: 'operator1',
    title: '학부모도 도서 검색을 이용할 수 있나요?',
    content: '아이 학교 도서관에 어떤 책이 있는지 보고 싶습니다.',
    answer:
      '일반 회원도 통합검색과 학교별 도서 검색을 이용할 수 있습니다. 대출은 학교도서관 대출증이 있는 학생과 교직원만 가능합니다.',
    publicYn: 'Y',
    daysAgo: 21,
  },
  {
    seedKey: 'demo-qna-busan',
    boardCode: 'qna',
    asker: 'student4',
    title: '희망도서 신청은 어디에서 하나요?',
    content: '읽고 싶은 책이 도서관에 없어요.',
    requestType: 'Y',
    daysAgo: 1,
  },
  {
    seedKey: 'demo-counsel-answered',
    boardCode: 'counseling',
    asker: 'student1',
    answerer: 'teacher1',
    categoryCode: '01',
    title: '과학을 좋아하는데 읽을 만한 책을 추천해 주세요',
    content: '5학년인데 우주와 공룡에 관심이 많아요.',
    answer:
      '『어린이 과학 형사대 CSI』와 『신통방통 분수』부터 읽어 보세요. 도서관 400번대 서가에 우주 그림책도 많답니다.',
    daysAgo: 7,
  },
  {
    seedKey: 'demo-counsel-open',
    boardCode: 'counseling',
    asker: 'student1',
    categoryCode: '03',
    title: '독후감을 길게 쓰는 게 어려워요',
    content: '책은 재미있게 읽었는데 독후감을 쓰면 세 줄밖에 못 쓰겠어요.',
    daysAgo: 1,
  },
  {
    seedKey: 'demo-counsel-busan',
    boardCode: 'counseling',
    asker: 'student4',
    categoryCode: '02',
    title: '책 읽는 습관을 기르고 싶어요',
    content: '책을 펴면 금방 딴생각이 나요.',
    daysAgo: 3,
  },
  {
    seedKey: 'demo-sr-barcode-scanner',
    boardCode: 'serviceRequest',
    asker: 'manager1',
    answerer: 'operator1',
    categoryCode: '01',
    title: '대출반납 데스크에서 바코드 스캐너 입력이 두 번 들어갑니다',
    content:
      '대출반납 데스크 화면에서 바코드를 한 번 읽었는데 등록번호가 두 번 입력되는 경우가 있습니다.\n스캐너는 USB 방식이고, 다른 프로그램에서는 정상입니다.',
    answer:
      '스캐너 설정에서 "Enter 두 번 전송"이 켜져 있으면 같은 증상이 생깁니다. 설명서의 초기화 바코드를 읽은 뒤 다시 시도해 주세요. 계속되면 이 요청에 다시 남겨 주시면 원격으로 확인하겠습니다.',
    daysAgo: 9,
  },
  {
    seedKey: 'demo-sr-class-roster',
    boardCode: 'serviceRequest',
    asker: 'teacher1',
    categoryCode: '02',
    title: '새로 전학 온 학생이 우리 반 명단에 보이지 않아요',
    content:
      '5학년 2반에 이번 주 전학 온 학생이 학급 대출 현황에 나오지 않습니다. 학생 계정은 가입을 마쳤다고 합니다.',
    daysAgo: 1,
  },
  {
    seedKey: 'demo-sr-busan-suggestion',
    boardCode: 'serviceRequest',
    asker: 'teacher4',
    categoryCode: '04',
    title: '독서 퀴즈 결과를 엑셀로 내려받고 싶습니다',
    content: '학급별 퀴즈 점수를 생활기록부 작성에 참고하려고 합니다. 엑셀 내려받기를 제안합니다.',
    daysAgo: 4,
  },
];
