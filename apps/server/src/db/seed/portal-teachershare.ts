import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { boardPost, boardPostLike } from '../schema/portal-community.ts';
import { attachSeedFiles } from './community-demo.ts';
import { insertSeedPosts, type SeedPost } from './community-guides.ts';

const DAY = 86_400_000;
const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/**
 * Demo materials of the teacher share room (SEED_DEMO only; decision 151): teacher1's and manager1's
 * (서울가락초) and teacher4's (부산 가락초), shared with every school or kept to the school, with files,
 * tags and a few likes. Inserted once by seed key.
 */
export async function seedDemoShares(db: Db, now = new Date()) {
  const people = await db
    .select({
      loginId: member.loginId,
      memberKey: member.memberKey,
      name: member.name,
      schKey: member.schKey,
    })
    .from(member)
    .where(inArray(member.loginId, ['teacher1', 'teacher4', 'manager1']));
  const who = (id: string) => people.find((m) => m.loginId === id);
  const by = (id: string) => {
    const m = who(id);
    return m ? { writerMemberKey: m.memberKey, writerName: m.name, schKey: m.schKey } : null;
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const drafts: (SeedPost | null)[] = [
    by('teacher1') && {
      seedKey: 'demo-share-onbook',
      boardCode: 'teacherShare',
      ...by('teacher1')!,
      title: '3학년 온작품 읽기 『강아지똥』 4차시 수업 지도안',
      content:
        p('그림책 한 권을 4차시에 걸쳐 깊이 읽는 수업 지도안입니다. 도서관 수업과 교실 수업을 함께 씁니다.') +
        '<h2>차시 구성</h2><ol><li>표지와 제목으로 이야기 예상하기</li><li>함께 읽고 인물의 마음 따라가기</li><li>장면 바꿔 쓰기</li><li>나에게 소중한 것 발표하기</li></ol>',
      schLevelCode: '01',
      categoryCode: '01',
      tags: ['그림책', '온작품읽기', '3학년'],
      openScope: '04',
      viewCount: 48,
      downloadCount: 12,
      regDate: ago(6),
    },
    by('teacher4') && {
      seedKey: 'demo-share-discussion',
      boardCode: 'teacherShare',
      ...by('teacher4')!,
      title: '고학년 독서토론 활동지 (찬반 토론 준비)',
      content: p(
        '5·6학년 찬반 독서토론을 준비할 때 쓰는 활동지입니다. 주장, 근거, 예상 반론을 한 장에 정리합니다.',
        '토론 주제 예시: 「동물원은 필요하다」, 「초등학생에게 휴대전화가 필요하다」',
      ),
      schLevelCode: '01',
      categoryCode: '08',
      tags: ['독서토론', '활동지'],
      openScope: '04',
      viewCount: 31,
      downloadCount: 7,
      regDate: ago(3),
    },
    by('manager1') && {
      seedKey: 'demo-share-library-plan',
      boardCode: 'teacherShare',
      ...by('manager1')!,
      title: '우리 학교 2학기 도서관 활용 수업 계획',
      content: p(
        '2학기 학년별 도서관 활용 수업 일정과 담당 선생님입니다. 우리 학교 선생님들만 볼 수 있습니다.',
        '수업 신청은 도서관 수업 신청 달력에서 해주세요.',
      ),
      schLevelCode: null,
      categoryCode: '08',
      tags: ['도서관활용수업', '학교계획'],
      openScope: '02',
      viewCount: 12,
      regDate: ago(1),
    },
  ];
  const posts = drafts.filter((d): d is SeedPost => Boolean(d));
  await insertSeedPosts(db, posts);
  await attachSeedFiles(db, {
    'demo-share-onbook': ['lessonPlan'],
    'demo-share-discussion': ['discussionSheet'],
  });
  const liked = await db
    .select({ postKey: boardPost.postKey, seedKey: boardPost.seedKey })
    .from(boardPost)
    .where(inArray(boardPost.seedKey, ['demo-share-onbook', 'demo-share-discussion']));
  const likes = liked.flatMap((post) =>
    people
      .filter((m) =>
        post.seedKey === 'demo-share-onbook' ? m.loginId !== 'teacher1' : m.loginId === 'teacher1',
      )
      .map((m) => ({ postKey: post.postKey, memberKey: m.memberKey })),
  );
  if (likes.length) await db.insert(boardPostLike).values(likes).onConflictDoNothing();
}
