import { SERVICE_CENTER_NO, SERVICE_NAME } from '@reading/contract/service';
import type { Db } from '../client.ts';
import { boardPost } from '../schema/portal-community.ts';

/**
 * The guide boards (IntroduceGuide, DlsGuide, HowTo, GoodUse, SystemInfo): product content the operators
 * keep, seeded on every database once by seed key (an operator's later edit is never overwritten).
 */
export type SeedPost = Omit<typeof boardPost.$inferInsert, 'writerName'> & {
  seedKey: string;
  writerName?: string;
};

export const OPERATOR_WRITER = `${SERVICE_NAME} 운영팀`;

/** Inserts the posts whose seed key is not there yet. */
export async function insertSeedPosts(db: Db, posts: SeedPost[]) {
  if (posts.length === 0) return;
  await db
    .insert(boardPost)
    .values(posts.map((p) => ({ writerName: OPERATOR_WRITER, ...p })))
    .onConflictDoNothing({ target: boardPost.seedKey });
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const at = (day: string) => new Date(`${day}T09:00:00+09:00`);

export const GUIDE_POSTS: SeedPost[] = [
  {
    seedKey: 'guide-introduce-1',
    boardCode: 'introduceGuide',
    title: `${SERVICE_NAME}는 어떤 서비스인가요?`,
    content:
      p(
        `${SERVICE_NAME}는 전국 초·중·고등학교 학생과 선생님이 함께 쓰는 학교 독서·도서관 포털입니다. 우리 학교 도서관과 다른 학교 도서관의 책을 한 번에 찾고, 읽은 책을 기록하고, 친구들과 독서활동을 나눌 수 있습니다.`,
      ) +
      `<h2>주요 기능</h2>${ul('통합 도서검색: 전국 학교도서관 소장 자료를 한 번에 검색', '모바일 회원증: 학교도서관 대출증을 휴대전화에', '독서활동: 독후감, 독서퀴즈, 골든벨, 독서마라톤, 토론방', '추천도서: 인기도서, 신착도서, 선생님과 친구들의 추천')}`,
    pinnedYn: 'Y',
    regDate: at('2026-03-02'),
  },
  {
    seedKey: 'guide-introduce-2',
    boardCode: 'introduceGuide',
    title: '학교별 사이트(초등·중등·고등) 이용 안내',
    content: p(
      '로그인하면 소속 학교의 학교급에 맞는 사이트(초등학교, 중학교, 고등학교)로 이동합니다. 학교 사이트에서는 우리 학교 도서관의 공지사항과 학교도서관 소식, 학교 맞춤 메뉴를 볼 수 있습니다.',
      '로그인하지 않은 방문자는 주 사이트에서 도서검색과 공지사항, 이용안내를 이용할 수 있습니다.',
    ),
    regDate: at('2026-03-03'),
  },
  {
    seedKey: 'guide-dls-1',
    boardCode: 'dlsGuide',
    title: 'DLS 인증으로 모바일 회원증 만들기',
    content:
      p(
        'DLS(학교도서관 이용 시스템) 인증을 하면 학교도서관 대출증을 휴대전화에서 바코드로 보여줄 수 있습니다.',
      ) +
      ol(
        '독서로에 로그인합니다.',
        '마이페이지의 <strong>DLS 인증</strong> 메뉴로 이동합니다.',
        '학교도서관에서 받은 대출증 번호를 입력합니다.',
        '학교도서관 정보 연계에 동의하면 인증이 끝납니다.',
        '대출할 때 <strong>회원증</strong> 화면의 바코드를 사서 선생님께 보여주세요.',
      ) +
      p('대출증 번호를 모르면 학교도서관 사서 선생님께 문의하세요.'),
    pinnedYn: 'Y',
    regDate: at('2026-03-04'),
  },
  {
    seedKey: 'guide-dls-2',
    boardCode: 'dlsGuide',
    title: 'DLS 인증을 해제하려면',
    content: p(
      '마이페이지의 회원증 화면에서 인증 해제를 누르면 학교도서관 정보 연계가 끊깁니다. 연결 정보는 바로 삭제되며, 다시 인증하면 대출 현황을 볼 수 있습니다.',
      '졸업하거나 전학하면 새 학교도서관의 대출증으로 다시 인증해주세요.',
    ),
    regDate: at('2026-03-05'),
  },
  {
    seedKey: 'guide-howto-1',
    boardCode: 'howTo',
    title: '책 찾기: 통합검색과 우리 학교 검색',
    content:
      p(
        '상단 검색창에 책 제목, 저자, 출판사나 ISBN을 입력하세요. 두 글자 낱말(예: 역사, 과학)도 찾을 수 있습니다.',
      ) +
      ul(
        '통합검색: 전국 학교도서관 소장 자료',
        '우리 학교 검색: 소속 학교도서관 자료와 대출 가능 여부',
        '상세 검색: 분류(KDC), 발행연도, 언어, 대출 가능 자료만 보기',
      ),
    pinnedYn: 'Y',
    regDate: at('2026-03-06'),
  },
  {
    seedKey: 'guide-howto-2',
    boardCode: 'howTo',
    title: '도서 예약과 대출 현황 보기',
    content: p(
      '모든 책이 대출 중이면 상세 화면에서 예약할 수 있습니다. 예약한 책이 반납되면 알림이 오고, 정해진 기간 안에 학교도서관에서 빌려갈 수 있습니다.',
      '마이페이지의 도서관 이용 현황에서 대출 중인 책, 반납 예정일, 예약 순서를 확인하세요.',
    ),
    regDate: at('2026-03-07'),
  },
  {
    seedKey: 'guide-howto-3',
    boardCode: 'howTo',
    title: '문의하기와 독서상담 이용 방법',
    content: p(
      '서비스 이용 중 궁금한 점은 문의하기에 남겨주세요. 학교 소속 회원의 문의는 학교도서관 담당 선생님이, 그 밖의 문의는 운영팀이 답변합니다. 문의 내용은 작성자 본인만 볼 수 있습니다.',
      '학생은 독서상담에서 책 고르기, 독서 습관, 독후감 쓰기를 상담받을 수 있습니다. 같은 학교 선생님이 답변합니다.',
    ),
    regDate: at('2026-03-08'),
  },
  {
    seedKey: 'guide-gooduse-1',
    boardCode: 'goodUse',
    title: '[우수 사례] 아침 10분 독서와 독서마라톤을 함께 운영한 초등학교',
    content: p(
      '한 초등학교는 학기 초 학급마다 독서마라톤을 만들고, 아침 10분 독서 시간에 읽은 쪽수를 기록했습니다. 한 학기 동안 학생 한 명이 평균 23권을 읽었고, 완주한 학생에게는 배지가 발급되었습니다.',
      '담임 선생님들은 독서활동 관리 메뉴에서 학생들의 기록을 보고 댓글로 격려했습니다.',
    ),
    regDate: at('2026-04-10'),
  },
  {
    seedKey: 'guide-gooduse-2',
    boardCode: 'goodUse',
    title: '[우수 사례] 교과 연계 독서토론방을 활용한 중학교 국어 수업',
    content: p(
      '국어과 선생님은 단원마다 토론 주제를 독서토론방에 올리고, 학생들이 찬반 의견을 미리 남기게 했습니다. 수업 시간에는 온라인 의견을 바탕으로 모둠 토론을 진행했습니다.',
    ),
    regDate: at('2026-04-20'),
  },
  {
    seedKey: 'guide-system-1',
    boardCode: 'systemInfo',
    title: '권장 이용 환경',
    content: ul(
      'PC: Chrome, Edge, Whale, Safari, Firefox 최신 버전',
      '모바일: Android 10 이상, iOS 15 이상의 기본 브라우저',
      '화면 너비 360px 이상(휴대전화 세로 화면 지원)',
    ),
    regDate: at('2026-03-02'),
  },
  {
    seedKey: 'guide-system-2',
    boardCode: 'systemInfo',
    title: '자동 로그아웃과 중복 로그인 안내',
    content: p(
      '개인정보 보호를 위해 120분 동안 사용하지 않으면 자동으로 로그아웃됩니다. 화면 상단에서 남은 시간을 확인할 수 있습니다.',
      '같은 계정으로 다른 기기에서 로그인하면 이전 기기에서는 로그아웃됩니다.',
      `로그인이 되지 않으면 고객센터(${SERVICE_CENTER_NO})로 문의하세요.`,
    ),
    regDate: at('2026-03-01'),
  },
];

export async function seedGuidePosts(db: Db) {
  await insertSeedPosts(db, GUIDE_POSTS);
}
