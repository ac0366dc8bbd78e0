import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member, school } from '../schema/portal.ts';
import { boardFile, boardPost } from '../schema/portal-community.ts';
import { DEMO_FAQS, DEMO_NOTICES, DEMO_QUESTIONS, type DemoQuestion } from './community-demo-texts.ts';
import { SEED_FILES, type SeedFileName, seedFileSize, seedImageUrl } from './community-files.ts';
import { insertSeedPosts, type SeedPost } from './community-guides.ts';

/**
 * Demo content of the community (only with SEED_DEMO; decision 070): service notices for every region,
 * level and audience (pinned, event, hidden, scheduled and expired ones too), FAQs by category, answered
 * and open inquiries and counselling, school news and the centre's reference room with real small PNG and
 * PDF files, and DLS notices. Inserted once by seed key.
 */
const DAY = 86_400_000;
const dateOf = (now: Date, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(now.getTime() + days * DAY));
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

async function lookups(db: Db) {
  const members = await db
    .select({
      loginId: member.loginId,
      memberKey: member.memberKey,
      name: member.name,
      schKey: member.schKey,
    })
    .from(member)
    .where(
      inArray(member.loginId, [
        'student1',
        'student4',
        'teacher1',
        'teacher4',
        'manager1',
        'member1',
        'operator1',
      ]),
    );
  const schools = await db
    .select({
      schKey: school.schKey,
      neisCode: school.neisCode,
      name: school.name,
      provCode: school.provCode,
    })
    .from(school)
    .where(inArray(school.neisCode, ['7130102', '7130165', '7010057', '7201044']));
  const who = (loginId: string) => members.find((m) => m.loginId === loginId);
  const sch = (neis: string) => schools.find((s) => s.neisCode === neis);
  return { who, sch, schools };
}

function questionPost(q: DemoQuestion, l: Awaited<ReturnType<typeof lookups>>, now: Date): SeedPost | null {
  const asker = l.who(q.asker);
  const answerer = q.answerer ? l.who(q.answerer) : undefined;
  if (!asker) return null;
  return {
    seedKey: q.seedKey,
    boardCode: q.boardCode,
    schKey: asker.schKey,
    title: q.title,
    content: q.content,
    categoryCode: q.categoryCode ?? null,
    requestType: q.boardCode === 'qna' ? (q.requestType ?? 'N') : null,
    publicYn: q.publicYn ?? 'N',
    openScope: q.boardCode === 'qna' ? '04' : '02',
    statusCode: answerer ? '2' : '1',
    answer: answerer ? q.answer : null,
    answererMemberKey: answerer?.memberKey ?? null,
    answererName: answerer?.name ?? null,
    answeredAt: answerer ? new Date(now.getTime() - (q.daysAgo - 1) * DAY) : null,
    writerMemberKey: asker.memberKey,
    writerName: asker.name,
    regDate: new Date(now.getTime() - q.daysAgo * DAY),
  };
}

export async function seedCommunityDemo(db: Db, now = new Date()) {
  const l = await lookups(db);
  const garak = l.sch('7130102');
  const busan = l.sch('7201044');
  const middle = l.sch('7130165');
  const manager = l.who('manager1');
  if (!garak || !busan || !manager) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const schoolPost = (s: typeof garak, post: Omit<SeedPost, 'schKey' | 'provCode'>): SeedPost => ({
    schKey: s.schKey,
    provCode: s.provCode,
    writerName: `${s.name} 도서관`,
    writerMemberKey: s.schKey === garak.schKey ? manager.memberKey : null,
    ...post,
  });

  const posts: SeedPost[] = [
    ...DEMO_NOTICES.map(({ daysAgo, startInDays, endInDays, ...n }) => ({
      ...n,
      boardCode: 'notice',
      regDate: ago(daysAgo),
      startDate: startInDays === undefined ? null : dateOf(now, startInDays),
      endDate: endInDays === undefined ? null : dateOf(now, endInDays),
    })),
    ...DEMO_FAQS.map((f, i) => ({ ...f, boardCode: 'faq', regDate: ago(60 - i) })),
    ...DEMO_QUESTIONS.map((q) => questionPost(q, l, now)).filter((q): q is SeedPost => q !== null),
    schoolPost(garak, {
      seedKey: 'demo-school-notice-garak',
      boardCode: 'notice',
      title: '서울가락초 도서관 여름방학 개방 안내',
      content: p(
        '여름방학 동안 도서관은 화·목요일 10:00~14:00에 문을 엽니다.',
        '방학 중에는 1인 5권까지 3주 동안 빌릴 수 있습니다.',
      ),
      regDate: ago(6),
    }),
    schoolPost(garak, {
      seedKey: 'demo-news-class',
      boardCode: 'schoolNews',
      title: '2026 독서교실 참가 신청 안내',
      content: p(
        '3~6학년 학생을 대상으로 매주 수요일 14:00~15:00 도서관 열람실에서 독서교실을 엽니다.',
        '회차마다 20명까지 참가할 수 있으며, 자세한 내용은 첨부한 안내문을 확인해주세요.',
      ),
      pinnedYn: 'Y',
      popupYn: 'Y',
      regDate: ago(3),
    }),
    schoolPost(garak, {
      seedKey: 'demo-news-festival',
      boardCode: 'schoolNews',
      title: '가을 독서축제에 초대합니다',
      content:
        p(
          '10월 셋째 주 도서관에서 가을 독서축제가 열립니다. 작가와의 만남, 책 표지 그리기, 독서 골든벨이 준비되어 있어요.',
        ) +
        `<p><img src="${seedImageUrl('festivalPoster')}" alt="가을 독서축제 포스터: 언덕 위에 펼쳐진 책"></p>`,
      openScope: '02',
      regDate: ago(2),
    }),
    schoolPost(garak, {
      seedKey: 'demo-news-map',
      boardCode: 'schoolNews',
      title: '도서관 서가 배치가 바뀌었어요',
      content: p('학년별로 찾기 쉽도록 서가를 다시 배치했습니다. 첨부한 배치도를 보고 찾아오세요.'),
      regDate: ago(12),
    }),
    ...(middle
      ? [
          schoolPost(middle, {
            seedKey: 'demo-news-middle',
            boardCode: 'schoolNews',
            title: '가락중 도서부원 모집',
            content: p('2학기 도서부원을 모집합니다. 관심 있는 학생은 도서관으로 오세요.'),
            regDate: ago(5),
          }),
        ]
      : []),
    schoolPost(busan, {
      seedKey: 'demo-news-busan',
      boardCode: 'schoolNews',
      title: '부산 가락초 학부모 독서 동아리 안내',
      content: p('학부모 독서 동아리 모임은 매월 둘째 주 금요일 10시에 도서관에서 열립니다.'),
      openScope: '02',
      regDate: ago(4),
    }),
    {
      seedKey: 'demo-reference-log',
      boardCode: 'reference',
      title: '독서기록장 양식 (초등 고학년용)',
      content: p('수업과 방학 숙제에 쓸 수 있는 독서기록장 양식입니다. 내려받아 인쇄해서 쓰세요.'),
      regDate: ago(20),
    },
    {
      seedKey: 'demo-reference-dls',
      boardCode: 'reference',
      title: '모바일 회원증 이용 안내 자료',
      content: p('학급 안내용 모바일 회원증(DLS 인증) 이용 안내 자료입니다.'),
      regDate: ago(15),
    },
    ...dlsNotices(l, now),
  ];
  await insertSeedPosts(db, posts);
  await attachSeedFiles(db, {
    'demo-news-class': ['classGuide'],
    'demo-news-festival': ['festivalPoster'],
    'demo-news-map': ['libraryMap'],
    'demo-reference-log': ['readingLog'],
    'demo-reference-dls': ['dlsGuide'],
  });
}

/** DLS notices: the regions' (office of education) and each demo school library's own. */
function dlsNotices(l: Awaited<ReturnType<typeof lookups>>, now: Date): SeedPost[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const regional = ['B10', 'C10'].map((prov) => ({
    seedKey: `demo-dls-${prov}`,
    boardCode: 'dlsNotice',
    provCode: prov,
    title: '학교도서관 이용 시스템(DLS) 정기 점검 안내',
    content: p(
      '매주 일요일 02:00~04:00에는 시스템 점검으로 대출·반납 조회가 잠시 중단됩니다.',
      '이용에 참고해주세요.',
    ),
    pinnedYn: 'Y',
    startDate: dateOf(now, -3),
    endDate: dateOf(now, 10),
    writerName: prov === 'B10' ? '서울특별시교육청' : '부산광역시교육청',
    regDate: ago(3),
  }));
  const own = l.schools.flatMap((s) => [
    {
      seedKey: `demo-dls-${s.neisCode}-new`,
      boardCode: 'dlsNotice',
      schKey: s.schKey,
      provCode: s.provCode,
      title: `[${s.name} 도서관] 이달의 새로 들어온 책`,
      content: p('이번 달 새로 들어온 책 40권이 신착 서가에 있습니다. 예약은 독서로에서 할 수 있어요.'),
      startDate: dateOf(now, -1),
      endDate: dateOf(now, 14),
      writerName: `${s.name} 도서관`,
      regDate: ago(1),
    },
    {
      seedKey: `demo-dls-${s.neisCode}-check`,
      boardCode: 'dlsNotice',
      schKey: s.schKey,
      provCode: s.provCode,
      title: `[${s.name} 도서관] 장서 점검 기간 대출 중단 안내`,
      content: p(
        '장서 점검 기간에는 대출이 중단되고 반납만 가능합니다. 예약 도서는 점검 후 순서대로 안내합니다.',
      ),
      startDate: dateOf(now, -40),
      endDate: dateOf(now, -30),
      writerName: `${s.name} 도서관`,
      regDate: ago(40),
    },
  ]);
  return [...regional, ...own];
}

/** Attaches the seeded files to the posts with those seed keys (once: the storage key is unique). */
export async function attachSeedFiles(db: Db, byPost: Record<string, SeedFileName[]>) {
  const posts = await db
    .select({ postKey: boardPost.postKey, seedKey: boardPost.seedKey })
    .from(boardPost)
    .where(inArray(boardPost.seedKey, Object.keys(byPost)));
  const rows = posts.flatMap((post) =>
    (byPost[post.seedKey!] ?? []).map((name) => {
      const file = SEED_FILES[name];
      return {
        postKey: post.postKey,
        storageKey: file.storageKey,
        originalFileName: file.originalFileName,
        mimeType: file.mimeType,
        fileSize: seedFileSize(name),
        imageYn: file.mimeType.startsWith('image/') ? 'Y' : 'N',
      };
    }),
  );
  if (rows.length) await db.insert(boardFile).values(rows).onConflictDoNothing();
}
