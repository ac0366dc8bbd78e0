import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { hasTeacherRights } from '../core/actor.ts';

const t = useTestApp();
const BASE = '/schome/service/comment';
type Headers = Record<string, string>;
const who: Record<string, Headers> = {};

async function call(method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) {
  const res = await t.app.inject({ method, url: `${BASE}${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

/** The test target's rooms: keys are canonical numbers (decision 227). */
const [OPEN, CLOSED, PRIVATE, NOTHING] = ['1', '2', '3', '4'];

let teacherSchKey = 0;
beforeAll(async () => {
  for (const id of ['student1', 'student5', 'teacher1', 'student4', 'teacher4', 'operator1'])
    who[id] = (await loginAs(t.app, id)).headers;
  teacherSchKey = Number(who.teacher1!.schKey);
  // A target type of the test's own, with the rule an area would give: OPEN takes pro/con opinions,
  // CLOSED is read-only (409), PRIVATE is only for teacher1's school, the school's teachers moderate.
  t.app.comments.register('testRoom', {
    async access(actor, targetKey) {
      if (![OPEN, CLOSED, PRIVATE].includes(targetKey)) return null;
      const ownSchool = actor?.schKey === teacherSchKey;
      return {
        canRead: targetKey !== PRIVATE || ownSchool,
        canWrite: targetKey === OPEN,
        writeRefusal: { status: 409, message: '토론이 끝났습니다.' },
        canModerate: hasTeacherRights(actor) && ownSchool,
        masking: true,
        sides: ['pro', 'con'],
        sideRequired: true,
      };
    },
  });
});

const write = (id: string, body: object) =>
  call('POST', '/write', who[id], { targetType: 'testRoom', targetKey: OPEN, ...body });
const list = (id: string | null, key = OPEN) =>
  call('GET', `/list?targetType=testRoom&targetKey=${key}`, id ? who[id] : {});

describe('the comment engine', () => {
  it('stores a comment on a side with one level of replies, and refuses a reply to a reply', async () => {
    const top = await write('student1', { content: '찬성합니다. 책을 먼저 읽어야 해요.', sideCode: 'pro' });
    expect(top.status).toBe(200);
    expect(top.body.message).toBe('댓글이 등록되었습니다.');
    const reply = await write('student5', {
      content: '저도 같은 생각이에요.',
      parentKey: top.body.data.commentKey,
    });
    expect(reply.status).toBe(200);
    const deeper = await write('student1', { content: '고마워요', parentKey: reply.body.data.commentKey });
    expect(deeper.status).toBe(400);
    expect(deeper.body.message).toBe('parentKey: 답글에는 답글을 달 수 없습니다.');
    const page = await list('student5');
    const thread = page.body.data.list.find(
      (c: { commentKey: number }) => c.commentKey === top.body.data.commentKey,
    );
    expect(thread.replyList.map((r: { content: string }) => r.content)).toEqual(['저도 같은 생각이에요.']);
    expect(page.body.data.sideCounts.pro).toBeGreaterThanOrEqual(1);
  });

  it('requires a side where the area asks for one and refuses a side it does not take', async () => {
    expect((await write('student1', { content: '잘 모르겠어요' })).body.message).toBe(
      'sideCode: 입장을 선택해주세요.',
    );
    const wrong = await write('student1', { content: 'A가 좋아요', sideCode: 'A' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('sideCode: 선택할 수 없는 입장입니다.');
  });

  it('refuses a banned word in a comment, an edit and a report', async () => {
    const banned = await write('student1', { content: '이 책은 병신 같다', sideCode: 'con' });
    expect(banned.status).toBe(400);
    expect(banned.body.message).toBe('병신은 사용할 수 없는 단어입니다.');
    const clean = await write('student1', { content: '조금 아쉬워요', sideCode: 'con' });
    const edit = await call('POST', '/edit', who.student1, {
      commentKey: clean.body.data.commentKey,
      content: '병신 같다',
      sideCode: 'con',
    });
    expect(edit.status).toBe(400);
    const report = await call('POST', '/report', who.student5, {
      commentKey: clean.body.data.commentKey,
      reason: '병신',
    });
    expect(report.status).toBe(400);
  });

  it('masks pupils’ names on the server by the one rule: only the writer and their school’s staff read them whole', async () => {
    await write('student1', { content: '주인공이 용감했어요.', sideCode: 'pro' });
    const other = await list('student4');
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('김하늘');
    expect(other.text).toContain('김*늘');
    const anonymous = await list(null);
    expect(anonymous.text).not.toContain('김하늘');
    // A classmate reads the masked form too, and no writerKey beside it (decision 230).
    const classmate = await list('student5');
    expect(classmate.text).not.toContain('김하늘');
    const masked = classmate.body.data.list.find((c: { writerName: string }) => c.writerName === '김*늘');
    expect(masked).toMatchObject({ writerKey: null, mineYn: 'N' });
    expect((await list('teacher1')).text).toContain('김하늘');
    expect((await list('student1')).text).toContain('김하늘');
  });

  it('lets only the writer edit, and the writer or a moderator delete', async () => {
    const c = await write('student1', { content: '처음 생각', sideCode: 'pro' });
    const key = c.body.data.commentKey;
    const byOther = await call('POST', '/edit', who.student5, {
      commentKey: key,
      content: '바꿈',
      sideCode: 'pro',
    });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('본인이 쓴 댓글만 수정하거나 삭제할 수 있습니다.');
    const edited = await call('POST', '/edit', who.student1, {
      commentKey: key,
      content: '생각이 바뀌었어요',
      sideCode: 'con',
    });
    expect(edited.body.data).toMatchObject({ content: '생각이 바뀌었어요', sideCode: 'con' });
    expect(edited.body.data.modDate).not.toBeNull();
    expect((await call('POST', '/delete', who.student5, { commentKey: key })).status).toBe(403);
    const deleted = await call('POST', '/delete', who.student1, { commentKey: key });
    expect(deleted.body.message).toBe('댓글이 삭제되었습니다.');
    const after = (await list('student5')).body.data.list.find(
      (x: { commentKey: number }) => x.commentKey === key,
    );
    expect(after).toMatchObject({ statusCode: 'deleted', content: '' });
  });

  it('lets the target’s moderator hide and pin, and refuses students and other schools’ teachers (403)', async () => {
    const c = await write('student5', { content: '숨겨질 의견', sideCode: 'con' });
    const key = c.body.data.commentKey;
    for (const id of ['student1', 'teacher4']) {
      const hide = await call('POST', '/hide', who[id], { commentKey: key, hiddenYn: 'Y' });
      expect(hide.status).toBe(403);
      expect((await call('POST', '/pin', who[id], { commentKey: key, pinnedYn: 'Y' })).status).toBe(403);
    }
    const hidden = await call('POST', '/hide', who.teacher1, { commentKey: key, hiddenYn: 'Y' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('댓글을 숨겼습니다.');
    const seenByClassmate = (await list('student1')).body.data.list.find(
      (x: { commentKey: number }) => x.commentKey === key,
    );
    expect(seenByClassmate).toMatchObject({ statusCode: 'hidden', content: '' });
    const seenByWriter = (await list('student5')).body.data.list.find(
      (x: { commentKey: number }) => x.commentKey === key,
    );
    expect(seenByWriter.content).toBe('숨겨질 의견');
    const pin = await write('student1', { content: '고정될 의견', sideCode: 'pro' });
    await call('POST', '/pin', who.teacher1, { commentKey: pin.body.data.commentKey, pinnedYn: 'Y' });
    const first = (await list('teacher1')).body.data;
    expect(first.list[0].commentKey).toBe(pin.body.data.commentKey);
    expect(first.canModerateYn).toBe('Y');
  });

  it('refuses writing on a closed target with the area’s 409, and hides a private target (404)', async () => {
    const closed = await call('POST', '/write', who.student1, {
      targetType: 'testRoom',
      targetKey: CLOSED,
      content: '늦었지만',
      sideCode: 'pro',
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('토론이 끝났습니다.');
    expect((await list('student4', PRIVATE)).status).toBe(404);
    expect((await list('student4', NOTHING)).status).toBe(404);
    const unknown = await call('GET', '/list?targetType=nobody&targetKey=1', who.student1);
    expect(unknown.status).toBe(400);
    expect(
      (
        await call(
          'POST',
          '/write',
          {},
          { targetType: 'testRoom', targetKey: OPEN, content: 'x', sideCode: 'pro' },
        )
      ).status,
    ).toBe(401);
  });

  it('queues a report once per member for the writer’s school staff, who hide the comment', async () => {
    const c = await write('student1', { content: '신고될 의견', sideCode: 'pro' });
    const key = c.body.data.commentKey;
    expect((await call('POST', '/report', who.student1, { commentKey: key, reason: '내 글' })).status).toBe(
      400,
    );
    const first = await call('POST', '/report', who.student4, {
      commentKey: key,
      reason: '주제와 상관없어요',
    });
    expect(first.body.message).toBe('신고가 접수되었습니다.');
    expect((await call('POST', '/report', who.student4, { commentKey: key, reason: '또' })).status).toBe(409);
    expect((await call('GET', '/reports', who.student5)).status).toBe(403);
    const otherSchool = await call('GET', '/reports', who.teacher4);
    expect(otherSchool.body.data.list.some((r: { commentKey: number }) => r.commentKey === key)).toBe(false);
    const queue = await call('GET', '/reports', who.teacher1);
    const report = queue.body.data.list.find((r: { commentKey: number }) => r.commentKey === key);
    expect(report).toMatchObject({ reason: '주제와 상관없어요', statusCode: 'open', reporterName: '오하린' });
    expect(
      (
        await call('POST', '/reports/resolve', who.teacher4, {
          reportKey: report.reportKey,
          actionCode: 'hide',
        })
      ).status,
    ).toBe(404);
    const resolved = await call('POST', '/reports/resolve', who.teacher1, {
      reportKey: report.reportKey,
      actionCode: 'hide',
    });
    expect(resolved.status).toBe(200);
    const again = await call('POST', '/reports/resolve', who.teacher1, {
      reportKey: report.reportKey,
      actionCode: 'dismiss',
    });
    expect(again.status).toBe(409);
    const seen = (await list('student5')).body.data.list.find(
      (x: { commentKey: number }) => x.commentKey === key,
    );
    expect(seen.statusCode).toBe('hidden');
    expect(
      (await call('GET', '/reports?statusCode=all', who.operator1)).body.data.totalCount,
    ).toBeGreaterThan(0);
  });
});
