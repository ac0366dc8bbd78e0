import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/mypage';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url: `${base}${url}`, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });

/** Integers only are inlined: the test database's query takes no parameters. */
const sqlOf = (sql: string, params: number[]) =>
  sql.replace(/\$(\d)/g, (_, i) => String(params[Number(i) - 1]));
const rows = async (sql: string, params: (number | string)[]) =>
  Number((await t.database.query(sqlOf(sql.replace('$2', `'${params[1]}'`), params as number[]))).rows[0]?.n);
const keysOf = async (memberKey: number) =>
  (
    await t.database.query(`select post_key from portal.board_post where writer_member_key = ${memberKey}`)
  ).rows.map((r) => Number(r.post_key));

describe('InfoUpdate: memberInfo', () => {
  it("answers the member's own details, 403 for another's and 401 without a session", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const res = await get(`/memberInfo?memberKey=${data.memberKey}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 'student1',
      name: '김하늘',
      memGrade: 5,
      memClass: 2,
      gradeClassYn: 'Y',
      gradeMax: 6,
    });
    const other = await loginAs(t.app, 'student4');
    expect((await get(`/memberInfo?memberKey=${data.memberKey}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/memberInfo?memberKey=${data.memberKey}`, {})).statusCode).toBe(401);
    expect((await post('/memberInfo/update', {}, { name: '아무개' })).statusCode).toBe(401);
  });

  it("saves the name; a verified pupil's new grade and class become a request, not a change (decision 221)", async () => {
    const { data, headers } = await loginAs(t.app, 'student4');
    const saved = await post('/memberInfo/update', headers, { name: ' 오하린 ', memGrade: 5, memClass: 3 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: '학년·반 변경을 요청했습니다. 담임 선생님이나 학교관리자가 승인하면 바뀝니다.',
      data: { name: '오하린', memGrade: 4, memClass: 1, classChange: { grade: 5, classNo: 3 } },
    });
    const again = await loginAs(t.app, 'student4');
    expect(again.data).toMatchObject({ memberKey: data.memberKey, memGrade: 4, memClass: 1 });
  });

  it('refuses bad input with the field and a Korean message (400), never a 500', async () => {
    const { headers } = await loginAs(t.app, 'student3'); // a high school: grades 1–3
    const cases: [object, string][] = [
      [{ name: '김', memGrade: 1, memClass: 1 }, '이름은 2~30자로 입력해주세요.'],
      [{ name: '박지우', memGrade: 5, memClass: 1 }, '학년은 1~3 사이로 선택해주세요.'],
      [{ name: '박지우', memGrade: 9, memClass: 1 }, '학년은 1~6 사이로 선택해주세요.'],
      [{ name: '박지우', memGrade: 1, memClass: 31 }, '반은 1~30 사이로 입력해주세요.'],
      [{ name: '박지우', memGrade: 1 }, '반을 입력해주세요.'],
      [{ name: '박지우\u0007', memGrade: 1, memClass: 1 }, ''],
      [{ name: 12 }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/memberInfo/update', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const word = (await t.database.query('select word from portal.banned_word limit 1')).rows[0]?.word;
    const banned = await post('/memberInfo/update', headers, { name: `박${word}`, memGrade: 1, memClass: 1 });
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toContain('사용할 수 없는 단어');
  });

  it("a teacher changes the name; grade and class stay the school's", async () => {
    const { headers } = await loginAs(t.app, 'teacher4');
    const res = await post('/memberInfo/update', headers, { name: '윤재희', memGrade: 2, memClass: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ gradeClassYn: 'N', memGrade: null, memClass: null });
  });
});

describe('MyCommunity: readingCommunity', () => {
  it("counts equal the member's rows, per section, and lists only the member's own posts", async () => {
    const me = await loginAs(t.app, 'student1');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/schome/service/community/qnaBoard/save',
      headers: me.headers,
      payload: { title: '나의 커뮤니티 확인용 문의', content: '내용입니다.', requestType: 'N' },
    });
    expect(asked.statusCode).toBe(200);
    const count = await get(`/readingCommunity/count?memberKey=${me.data.memberKey}`, me.headers);
    expect(count.statusCode).toBe(200);
    const sections = count.json().data.list as { sectionCode: string; totalCount: number }[];
    // A student without staff posts sees inquiries and counselling, not "my posts"; student1 belongs to demo
    // reading clubs, so the clubs' section (issue 20) shows too.
    expect(sections.map((s) => s.sectionCode)).toEqual(['qna', 'counseling', 'group']);
    const inDb = (board: string) =>
      rows(
        'select count(*) n from portal.board_post where writer_member_key = $1 and board_code = $2 and deleted_at is null',
        [me.data.memberKey, board],
      );
    for (const section of sections.filter((s) => s.sectionCode !== 'group'))
      expect(section.totalCount).toBe(await inDb(section.sectionCode));
    const clubs = await rows(
      "select count(*) n from portal.reading_group_member where member_key = $1 and status_code = '02'",
      [me.data.memberKey],
    );
    expect(sections.find((s) => s.sectionCode === 'group')?.totalCount).toBe(clubs);
    expect(sections[0]?.totalCount).toBeGreaterThan(1);

    const list = await get(
      `/readingCommunity/list?memberKey=${me.data.memberKey}&sectionCode=qna&pageSize=100`,
      me.headers,
    );
    const body = list.json().data;
    expect(body.totalCount).toBe(sections[0]?.totalCount);
    expect(body.list).toHaveLength(body.totalCount);
    expect(body.list[0]).toMatchObject({
      title: '나의 커뮤니티 확인용 문의',
      statusName: '답변대기',
      statusCode: '1',
      linkRoute: 'InquiryDetail',
      linkQuery: { qnaKey: String(asked.json().data.qnaKey) },
    });
    const mine = new Set(await keysOf(me.data.memberKey));
    for (const item of body.list as { key: number }[]) expect(mine.has(item.key)).toBe(true);
  });

  it("another member's posts are invisible: their lists answer 403, and my lists hold none of theirs", async () => {
    const me = await loginAs(t.app, 'student1');
    const other = await loginAs(t.app, 'student4');
    expect(
      (await get(`/readingCommunity/count?memberKey=${me.data.memberKey}`, other.headers)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/readingCommunity/list?memberKey=${me.data.memberKey}&sectionCode=qna`, other.headers))
        .statusCode,
    ).toBe(403);
    expect((await get(`/readingCommunity/count?memberKey=${me.data.memberKey}`, {})).statusCode).toBe(401);
    const theirs = await get(
      `/readingCommunity/list?memberKey=${other.data.memberKey}&sectionCode=counseling&pageSize=100`,
      other.headers,
    );
    const keys = (theirs.json().data.list as { key: number }[]).map((i) => i.key);
    expect(keys.length).toBe(
      await rows(
        "select count(*) n from portal.board_post where writer_member_key = $1 and board_code = 'counseling' and deleted_at is null",
        [other.data.memberKey],
      ),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of await keysOf(me.data.memberKey)) expect(keys).not.toContain(key);
  });

  it('a manager sees their own staff posts; an unknown section is 404 and a bad code 400', async () => {
    const manager = await loginAs(t.app, 'manager1');
    const count = await get(`/readingCommunity/count?memberKey=${manager.data.memberKey}`, manager.headers);
    const codes = (count.json().data.list as { sectionCode: string }[]).map((s) => s.sectionCode);
    expect(codes).toContain('posts');
    expect(codes).not.toContain('counseling');
    const unknown = await get(
      `/readingCommunity/list?memberKey=${manager.data.memberKey}&sectionCode=newsgroup`,
      manager.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('커뮤니티 항목을 찾을 수 없습니다.');
    const bad = await get(
      `/readingCommunity/list?memberKey=${manager.data.memberKey}&sectionCode=${encodeURIComponent('a;b')}`,
      manager.headers,
    );
    expect(bad.statusCode).toBe(400);
  });
});
