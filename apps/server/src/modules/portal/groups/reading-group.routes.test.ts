import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { SEED_FILES_DIR } from '../../../db/seed/community-files.ts';
import { seoulToday } from '../community/board.queries.ts';

const t = useTestApp();
const JOIN = '/schome/service/readingActivitesJoin';
type Headers = Record<string, string>;

async function call(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const res = await t.app.inject({ method, url: `${JOIN}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}
/** One session per member for the whole file: a second login would end the first (one session each). */
const sessions = new Map<string, Promise<{ headers: Headers; memberKey: number }>>();
const session = (id: string) => {
  if (!sessions.has(id))
    sessions.set(
      id,
      loginAs(t.app, id).then((r) => ({ headers: r.headers, memberKey: Number(r.data.memberKey) })),
    );
  return sessions.get(id)!;
};
const as = async (id: string) => (await session(id)).headers;
const shift = (days: number) => {
  const d = new Date(`${seoulToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const club = (overrides: object = {}) => ({
  name: '별빛 독서동아리',
  purpose: '한 달에 한 권, 함께 읽고 이야기해요.',
  capacity: 5,
  bookList: ['어린 왕자', '나의 라임오렌지나무'],
  recruitStartDate: shift(-1),
  recruitEndDate: shift(30),
  ...overrides,
});

/** A recruiting club led by teacher1 (a teacher's club recruits at once). */
async function teacherClub(overrides: object = {}) {
  const teacher = await as('teacher1');
  const res = await call('POST', '/readingGroup/create', teacher, club(overrides));
  expect(res.status).toBe(200);
  return { teacher, groupKey: res.body.data.groupKey as number };
}
async function join(groupKey: number, leader: Headers, id: string) {
  const { headers: who, memberKey } = await session(id);
  expect((await call('POST', '/readingGroup/member/apply', who, { groupKey })).status).toBe(200);
  const accepted = await call('POST', '/readingGroup/member/accept', leader, { groupKey, memberKey });
  expect(accepted.status).toBe(200);
  return { headers: await as(id), memberKey };
}

describe('the recruitment state machine (01 → 02 → 03)', () => {
  it('keeps a student’s club awaiting approval until a teacher of the school approves it', async () => {
    const student = await as('student1');
    const created = await call('POST', '/readingGroup/create', student, club({ name: '학생 동아리' }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('독서동아리 개설을 신청했습니다. 선생님이 승인하면 모집이 시작됩니다.');
    const groupKey = created.body.data.groupKey;
    expect(
      (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, student)).body.data.recruitStatusCode,
    ).toBe('01');
    // Nobody can apply to it yet, and another student does not even see it.
    expect(
      (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, await as('student5'))).status,
    ).toBe(404);
    // A student cannot approve; a pending teacher has no teacher rights; another school's teacher sees nothing.
    expect((await call('POST', '/readingGroup/approve', await as('student5'), { groupKey })).status).toBe(
      403,
    );
    expect((await call('POST', '/readingGroup/approve', await as('teacher2'), { groupKey })).status).toBe(
      403,
    );
    expect((await call('POST', '/readingGroup/approve', await as('teacher4'), { groupKey })).status).toBe(
      404,
    );
    const approved = await call('POST', '/readingGroup/approve', await as('teacher1'), { groupKey });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('독서동아리 개설을 승인했습니다.');
    expect((await call('POST', '/readingGroup/approve', await as('teacher1'), { groupKey })).status).toBe(
      409,
    );
    expect(
      (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, student)).body.data.recruitStatusCode,
    ).toBe('02');
    // Only the leader closes; a closed club takes no applications and cannot close twice.
    expect((await call('POST', '/readingGroup/close', await as('teacher1'), { groupKey })).status).toBe(403);
    expect((await call('POST', '/readingGroup/close', student, { groupKey })).status).toBe(200);
    const late = await call('POST', '/readingGroup/member/apply', await as('student5'), { groupKey });
    expect(late).toMatchObject({ status: 409, body: { message: '모집 중인 독서동아리가 아닙니다.' } });
    expect((await call('POST', '/readingGroup/close', student, { groupKey })).status).toBe(409);
  });

  it('refuses an application outside the recruitment period and a second application', async () => {
    const { groupKey: future } = await teacherClub({ recruitStartDate: shift(3), recruitEndDate: shift(10) });
    const student = await as('student5');
    const early = await call('POST', '/readingGroup/member/apply', student, { groupKey: future });
    expect(early).toMatchObject({ status: 409, body: { message: '모집 기간이 아닙니다.' } });
    const { groupKey } = await teacherClub();
    expect((await call('POST', '/readingGroup/member/apply', student, { groupKey })).status).toBe(200);
    const again = await call('POST', '/readingGroup/member/apply', student, { groupKey });
    expect(again).toMatchObject({
      status: 409,
      body: { message: '이미 가입했거나 신청한 독서동아리입니다.' },
    });
  });

  it('answers 400 naming the field for a bad club and a period that ends before it starts', async () => {
    const teacher = await as('teacher1');
    const small = await call('POST', '/readingGroup/create', teacher, club({ capacity: 1 }));
    expect(small).toMatchObject({
      status: 400,
      body: { message: 'capacity: 정원은 2명에서 100명 사이로 입력해주세요.' },
    });
    const backwards = await call(
      'POST',
      '/readingGroup/create',
      teacher,
      club({ recruitEndDate: shift(-3) }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('recruitEndDate');
  });
});

describe('capacity', () => {
  it('gives the last seat to exactly one of several accepts running at once', async () => {
    const { teacher, groupKey } = await teacherClub({ capacity: 2 });
    const applicants = ['student1', 'student5', 'manager1'];
    const keys: number[] = [];
    for (const id of applicants) {
      const who = await session(id);
      expect((await call('POST', '/readingGroup/member/apply', who.headers, { groupKey })).status).toBe(200);
      keys.push(who.memberKey);
    }
    const results = await Promise.all(
      keys.map((memberKey) => call('POST', '/readingGroup/member/accept', teacher, { groupKey, memberKey })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.message === '정원이 모두 찼습니다.'),
    ).toBe(true);
    const detail = (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, teacher)).body.data;
    expect(detail.memberCount).toBe(2);
    expect(detail.memberList.filter((m: { statusCode: string }) => m.statusCode === '02')).toHaveLength(2);
    const { rows } = await t.database.query(
      `select member_count from portal.reading_group where group_key = ${groupKey}`,
    );
    expect(Number(rows[0]!.member_count)).toBe(2);
  });

  it('refuses a seat the database does not have, whatever the service does', async () => {
    const { groupKey } = await teacherClub({ capacity: 2 });
    await expect(
      t.database.query(`update portal.reading_group set member_count = 3 where group_key = ${groupKey}`),
    ).rejects.toThrow(/reading_group_seats/);
  });
});

describe('privacy of a club’s insides', () => {
  it('answers 403 to a non-member reading a private club’s board and 404 to another school', async () => {
    const { teacher, groupKey } = await teacherClub();
    const board = `/readingGroupBoard/list?groupKey=${groupKey}&kind=board`;
    const outsider = await call('GET', board, await as('student5'));
    expect(outsider).toMatchObject({ status: 403, body: { message: '독서동아리 회원만 볼 수 있습니다.' } });
    expect(
      (await call('GET', `/readingGroup/imgList?groupKey=${groupKey}`, await as('student5'))).status,
    ).toBe(403);
    expect((await call('GET', board, await as('student4'))).status).toBe(404);
    expect((await call('GET', board, {})).status).toBe(401);
    expect((await call('GET', board, teacher)).status).toBe(200);
    const post = await call('POST', '/readingGroupBoard/save', teacher, {
      groupKey,
      kind: 'board',
      title: '첫 모임 후기',
      content: '즐거웠어요.',
    });
    const detail = `/readingGroupBoard/detail?postKey=${post.body.data.key}`;
    expect((await call('GET', detail, await as('student5'))).status).toBe(403);
    const member = await join(groupKey, teacher, 'student5');
    const read = await call('GET', detail, member.headers);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ title: '첫 모임 후기', content: '즐거웠어요.', kind: 'board' });
  });

  it('lets the whole school read an open club but only members write', async () => {
    const { groupKey } = await teacherClub({ openYn: 'Y' });
    const outsider = await as('student1');
    expect(
      (await call('GET', `/readingGroupBoard/list?groupKey=${groupKey}&kind=notice`, outsider)).status,
    ).toBe(200);
    const write = await call('POST', '/readingGroupBoard/save', outsider, {
      groupKey,
      kind: 'board',
      title: '저도 쓸래요',
      content: '가입 전 글',
    });
    expect(write).toMatchObject({ status: 403, body: { message: '독서동아리 회원만 글을 쓸 수 있습니다.' } });
  });
});

describe('notices', () => {
  it('lets only the leader write a notice and notifies the members', async () => {
    const { teacher, groupKey } = await teacherClub({ name: '공지 동아리' });
    const member = await join(groupKey, teacher, 'student1');
    const notice = {
      groupKey,
      kind: 'notice',
      title: '다음 모임은 금요일',
      content: '도서관 3층에서 만나요.',
    };
    const refused = await call('POST', '/readingGroupBoard/save', member.headers, notice);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: '공지사항은 동아리장만 쓸 수 있습니다.' },
    });
    expect((await call('POST', '/readingGroupBoard/save', teacher, notice)).status).toBe(200);
    const list = await call(
      'GET',
      `/readingGroupBoard/list?groupKey=${groupKey}&kind=notice`,
      member.headers,
    );
    expect(list.body.data.list.map((p: { title: string }) => p.title)).toEqual(['다음 모임은 금요일']);
    const { rows } = await t.database.query(
      `select title from portal.system_notification where member_key = ${member.memberKey} and kind = 'readingGroup' and title like '%공지 동아리%' order by notification_key`,
    );
    expect(rows.map((r) => r.title)).toEqual([
      "'공지 동아리' 독서동아리 가입이 수락되었습니다.",
      '[공지 동아리] 새 공지사항: 다음 모임은 금요일',
    ]);
  });

  it('refuses a post with a banned word', async () => {
    const { teacher, groupKey } = await teacherClub();
    const word = String(
      (await t.database.query('select word from portal.banned_word limit 1')).rows[0]!.word,
    );
    const res = await call('POST', '/readingGroupBoard/save', teacher, {
      groupKey,
      kind: 'discussion',
      title: '토론',
      content: `이 책은 ${word} 같아요`,
      bookTitle: '어린 왕자',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('사용할 수 없는 단어입니다.');
  });
});

describe('comments on club posts (the shared comment engine)', () => {
  it('lets members comment, hides the thread from non-members and lets the leader moderate', async () => {
    const { teacher, groupKey } = await teacherClub();
    const member = await join(groupKey, teacher, 'student1');
    const post = await call('POST', '/readingGroupBoard/save', member.headers, {
      groupKey,
      kind: 'discussion',
      title: '어린 왕자는 왜 별을 떠났을까?',
      content: '생각을 나눠요.',
      bookTitle: '어린 왕자',
    });
    const targetKey = String(post.body.data.key);
    const comment = (headers: Headers, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/schome/service/comment/write',
        headers,
        payload: { targetType: 'groupBoard', targetKey, content },
      });
    expect((await comment(member.headers, '장미 때문이에요.')).statusCode).toBe(200);
    expect((await comment(await as('student5'), '저도요')).statusCode).toBe(404);
    const list = (headers: Headers) =>
      t.app.inject({
        url: `/schome/service/comment/list?targetType=groupBoard&targetKey=${targetKey}`,
        headers,
      });
    expect((await list(await as('student5'))).statusCode).toBe(404);
    const shown = await list(teacher);
    expect(shown.statusCode).toBe(200);
    expect(JSON.stringify(shown.json().data)).toContain('장미 때문이에요.');
    const commentKey = JSON.parse(shown.body).data.list[0].commentKey;
    const hide = (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: '/schome/service/comment/hide',
        headers,
        payload: { commentKey, hiddenYn: 'Y' },
      });
    expect((await hide(await as('student5'))).statusCode).toBe(404);
    expect((await hide(teacher)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/schome/service/comment/list?targetType=groupBoard&targetKey=abc',
          headers: teacher,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('leave and hand-over', () => {
  it('frees a seat when a member leaves, and refuses the leader until they hand over', async () => {
    const { teacher, groupKey } = await teacherClub({ capacity: 2 });
    const member = await join(groupKey, teacher, 'student1');
    const leaderLeaves = await call('POST', '/readingGroup/member/leave', teacher, { groupKey });
    expect(leaderLeaves).toMatchObject({
      status: 409,
      body: { message: '동아리장은 다른 회원에게 동아리장을 넘긴 뒤 탈퇴할 수 있습니다.' },
    });
    // Hand-over only to an accepted member other than oneself; only the leader hands over.
    const student5 = await session('student5');
    expect(
      (
        await call('POST', '/readingGroup/member/handover', teacher, {
          groupKey,
          memberKey: student5.memberKey,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/readingGroup/member/handover', member.headers, {
          groupKey,
          memberKey: member.memberKey,
        })
      ).status,
    ).toBe(403);
    const handed = await call('POST', '/readingGroup/member/handover', teacher, {
      groupKey,
      memberKey: member.memberKey,
    });
    expect(handed).toMatchObject({ status: 200, body: { message: '동아리장을 넘겼습니다.' } });
    const detail = (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, member.headers)).body.data;
    expect(detail).toMatchObject({ leaderMemberKey: member.memberKey, leaderYn: 'Y' });
    // The old leader may now write no notice, and may leave: the seat is free again.
    const left = await call('POST', '/readingGroup/member/leave', await as('teacher1'), { groupKey });
    expect(left).toMatchObject({ status: 200, body: { message: '독서동아리에서 탈퇴했습니다.' } });
    expect(
      (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, member.headers)).body.data.memberCount,
    ).toBe(1);
    expect(
      (await call('POST', '/readingGroup/member/leave', await as('teacher1'), { groupKey })).status,
    ).toBe(409);
  });

  it('lets an applicant withdraw without taking a seat', async () => {
    const { teacher, groupKey } = await teacherClub();
    const student = await as('student5');
    await call('POST', '/readingGroup/member/apply', student, { groupKey });
    expect((await call('POST', '/readingGroup/member/leave', student, { groupKey })).status).toBe(200);
    expect(
      (await call('GET', `/readingGroup/detail?groupKey=${groupKey}`, teacher)).body.data.memberCount,
    ).toBe(1);
  });
});

describe('photo album (imgList)', () => {
  const png = readFileSync(path.join(SEED_FILES_DIR, 'library-map.png'));
  async function upload(headers: Headers) {
    const boundary = '----group-photo';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="모임.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/file/upload',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    return res.json().data.fileKey as number;
  }

  it('adds a member’s uploaded image once and lists it for members', async () => {
    const { teacher, groupKey } = await teacherClub();
    const member = await join(groupKey, teacher, 'student1');
    const fileKey = await upload(member.headers);
    const added = await call('POST', '/readingGroup/img/add', member.headers, {
      groupKey,
      fileKey,
      caption: '첫 모임',
    });
    expect(added).toMatchObject({ status: 200, body: { message: '사진을 올렸습니다.' } });
    expect((await call('POST', '/readingGroup/img/add', member.headers, { groupKey, fileKey })).status).toBe(
      400,
    );
    // Someone else's upload is not theirs to add.
    const other = await upload(teacher);
    expect(
      (await call('POST', '/readingGroup/img/add', member.headers, { groupKey, fileKey: other })).status,
    ).toBe(400);
    const list = await call('GET', `/readingGroup/imgList?groupKey=${groupKey}`, teacher);
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({ caption: '첫 모임', writerName: expect.any(String) });
    expect(list.body.data.list[0].imageUrl).toMatch(
      /^\/schome\/service\/community\/file\/image\/[0-9a-f]{32}\.png$/,
    );
  });
});

describe('my page and badges', () => {
  it('counts the clubs a member belongs to in MyCommunity and awards badge 03', async () => {
    const { teacher, groupKey } = await teacherClub();
    const member = await join(groupKey, teacher, 'student5');
    const key = member.memberKey;
    const count = await t.app.inject({
      url: `/schome/service/mypage/readingCommunity/count?memberKey=${key}`,
      headers: member.headers,
    });
    const group = count.json().data.list.find((s: { sectionCode: string }) => s.sectionCode === 'group');
    expect(group).toMatchObject({ sectionName: '독서동아리', moreRoute: 'ReadingGroup' });
    expect(group.totalCount).toBeGreaterThanOrEqual(1);
    const badges = await t.app.inject({
      url: `/schome/service/mypage/badgestatus/list?memberKey=${key}`,
      headers: member.headers,
    });
    const club = badges
      .json()
      .data.list.find(
        (b: { badgeTypeCode: string; badgeType: number }) => b.badgeTypeCode === '03' && b.badgeType === 3,
      );
    expect(club.regDate).not.toBeNull();
  });
});
