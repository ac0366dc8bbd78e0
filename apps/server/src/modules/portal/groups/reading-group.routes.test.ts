import { describe, expect, it } from 'vitest';
import { useClubs } from './reading-group.fixture.ts';

/** Reading clubs (decision 190): recruitment, capacity, privacy and notices. Members' side: reading-group.members.test.ts. */
const { t, call, session, as, shift, club, teacherClub, join } = useClubs();

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
