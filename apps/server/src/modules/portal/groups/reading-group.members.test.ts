import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadFile } from '../../../../test/file-upload.ts';
import { SEED_FILES_DIR } from '../../../db/seed/community-files.ts';
import { type Headers, useClubs } from './reading-group.fixture.ts';

/** Reading clubs (decision 190), a member's side: comments, leaving and hand-over, photos, my page. */
const { t, call, session, as, teacherClub, join } = useClubs();

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
    // A key that is no key is refused by the contract (decision 227), one that names no post is 404.
    for (const [key, status] of [
      ['abc', 400],
      ['2147483600', 404],
    ] as const) {
      const res = await t.app.inject({
        url: `/schome/service/comment/list?targetType=groupBoard&targetKey=${key}`,
        headers: teacher,
      });
      expect(res.statusCode, key).toBe(status);
    }
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
    const res = await uploadFile(t.app, headers, { name: '모임.png', data: png, type: 'image/png' });
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
