import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/mypage/messageMng';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url: `${base}${url}`, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });

const keyOf = async (loginId: string) =>
  (await t.database.query(`select member_key from portal.member where login_id = '${loginId}'`)).rows[0]!
    .member_key as number;

describe('messages within a school', () => {
  it("lists student1's seeded conversation with teacher1, one unread", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const res = await get(`/list?memberKey=${data.memberKey}`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.totalCount).toBe(2);
    expect(body.unreadCount).toBe(1);
    expect(body.list[0]).toMatchObject({
      direction: 'received',
      senderName: expect.any(String),
      readYn: 'N',
    });
    const sent = (await get(`/list?memberKey=${data.memberKey}&box=sent`, headers)).json().data;
    expect(sent.totalCount).toBe(1);
    const starred = (await get(`/list?memberKey=${data.memberKey}&box=starred`, headers)).json().data;
    expect(starred.list.map((m: { asteriskYn: string }) => m.asteriskYn)).toEqual(['Y']);
  });

  it("a student's contacts are their school's teachers and managers; another school's list is 403", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const res = await get(`/contact/list?memberKey=${data.memberKey}`, headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as { memberTypeCode: string; memberKey: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.memberTypeCode === '02' || c.memberTypeCode === '03')).toBe(true);
    expect(list.map((c) => c.memberKey)).not.toContain(await keyOf('teacher4'));
    const other = (await t.database.query("select sch_key from portal.member where login_id = 'student4'"))
      .rows[0]!.sch_key;
    expect((await get(`/contact/list?memberKey=${data.memberKey}&schKey=${other}`, headers)).statusCode).toBe(
      403,
    );
    expect((await get(`/contact/list?memberKey=${await keyOf('student4')}`, headers)).statusCode).toBe(403);
  });

  it('a student cannot message another school (403), nor another student of their own', async () => {
    const { headers } = await loginAs(t.app, 'student1');
    const toOther = await post('/send', headers, {
      receiverKey: await keyOf('teacher4'),
      content: '안녕하세요',
    });
    expect(toOther.statusCode).toBe(403);
    expect(toOther.json().message).toBe('메시지를 보낼 수 없는 회원입니다.');
    const toStudent = await post('/send', headers, { receiverKey: await keyOf('lockout1'), content: '안녕' });
    expect(toStudent.statusCode).toBe(403);
  });

  it('a teacher writes to a student; the student reads it (read state persists), others cannot (404)', async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const student = await loginAs(t.app, 'student1');
    const sent = await post('/send', teacher.headers, {
      receiverKey: student.data.memberKey,
      content: '내일 도서관에서 만나요.',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('메시지를 보냈습니다.');
    const { messageKey } = sent.json().data;
    const other = await loginAs(t.app, 'student4');
    expect((await get(`/detail?messageKey=${messageKey}`, other.headers)).statusCode).toBe(404);
    const opened = await get(`/detail?messageKey=${messageKey}`, student.headers);
    expect(opened.json().data).toMatchObject({ readYn: 'Y', content: '내일 도서관에서 만나요.' });
    const list = (await get(`/list?memberKey=${student.data.memberKey}`, student.headers)).json().data;
    expect(list.list.find((m: { messageKey: number }) => m.messageKey === messageKey).readYn).toBe('Y');
    // The sender's copy shows the receiver has read it.
    const outbox = (await get(`/list?memberKey=${teacher.data.memberKey}&box=sent`, teacher.headers)).json()
      .data;
    expect(outbox.list.find((m: { messageKey: number }) => m.messageKey === messageKey).readYn).toBe('Y');
  });

  it('a teacher writes to a teacher of the same school', async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const res = await post('/send', teacher.headers, {
      receiverKey: await keyOf('manager1'),
      content: '회의 자료 보냈습니다.',
    });
    expect(res.statusCode).toBe(200);
  });

  it('stars and unstars a message, and the star persists per side', async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const list = (await get(`/list?memberKey=${data.memberKey}`, headers)).json().data;
    const messageKey = list.list.find((m: { asteriskYn: string }) => m.asteriskYn === 'N').messageKey;
    const starred = await post('/updateAsteriskYn', headers, { messageKey, asteriskYn: 'Y' });
    expect(starred.json()).toMatchObject({
      message: '중요 메시지로 표시했습니다.',
      data: { asteriskYn: 'Y' },
    });
    const again = (await get(`/list?memberKey=${data.memberKey}&box=starred`, headers)).json().data;
    expect(again.list.map((m: { messageKey: number }) => m.messageKey)).toContain(messageKey);
    const teacher = await loginAs(t.app, 'teacher1');
    const theirs = (await get(`/detail?messageKey=${messageKey}`, teacher.headers)).json().data;
    expect(theirs.asteriskYn).toBe('N');
    await post('/updateAsteriskYn', headers, { messageKey, asteriskYn: 'N' });
    const after = (await get(`/list?memberKey=${data.memberKey}&box=starred`, headers)).json().data;
    expect(after.list.map((m: { messageKey: number }) => m.messageKey)).not.toContain(messageKey);
  });

  it("deletes the member's side only; counts follow the rows", async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const student = await loginAs(t.app, 'student1');
    const before = (await get(`/list?memberKey=${student.data.memberKey}`, student.headers)).json().data;
    const sent = await post('/send', teacher.headers, {
      receiverKey: student.data.memberKey,
      content: '지울 메시지',
    });
    const { messageKey } = sent.json().data;
    const mid = (await get(`/list?memberKey=${student.data.memberKey}`, student.headers)).json().data;
    expect(mid.totalCount).toBe(before.totalCount + 1);
    expect(mid.unreadCount).toBe(before.unreadCount + 1);
    expect((await post('/delete', student.headers, { messageKey })).statusCode).toBe(200);
    const after = (await get(`/list?memberKey=${student.data.memberKey}`, student.headers)).json().data;
    expect(after.totalCount).toBe(before.totalCount);
    expect(after.unreadCount).toBe(before.unreadCount);
    expect((await get(`/detail?messageKey=${messageKey}`, student.headers)).statusCode).toBe(404);
    expect((await get(`/detail?messageKey=${messageKey}`, teacher.headers)).statusCode).toBe(200);
  });

  it('refuses an empty, too long or banned-word message with 400, and answers 401 without a session', async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const receiverKey = await keyOf('student1');
    const empty = await post('/send', teacher.headers, { receiverKey, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('내용을 입력해주세요.');
    expect(
      (await post('/send', teacher.headers, { receiverKey, content: '가'.repeat(1001) })).statusCode,
    ).toBe(400);
    const word = (await t.database.query('select word from portal.banned_word limit 1')).rows[0]?.word;
    expect(word).toEqual(expect.any(String));
    const banned = await post('/send', teacher.headers, { receiverKey, content: `a ${word} b` });
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toContain('사용할 수 없는 단어');
    expect((await post('/send', {}, { receiverKey, content: 'x' })).statusCode).toBe(401);
  });
});
