import { bannedWordsMessage } from '@reading/contract/validators/banned-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const who: Record<string, { headers: Record<string, string>; schKey: number | null }> = {};
beforeAll(async () => {
  for (const id of ['operator1', 'manager1', 'teacher1', 'teacher4', 'student1', 'student4', 'member1']) {
    const { headers, data } = await loginAs(t.app, id);
    who[id] = { headers, schKey: data.schKey ? Number(data.schKey) : null };
  }
});
const post = (url: string, as: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/schome/service/community${url}`,
    headers: as ? who[as]!.headers : {},
    payload,
  });
const notice = (extra: object = {}) => ({
  boardCode: 'notice',
  title: '새 공지',
  content: '<p>본문입니다.</p>',
  ...extra,
});
const banned = bannedWordsMessage(['병신']);

describe('GET /schome/service/community/staff/me', () => {
  it('tells an operator, a manager, a teacher and a student what each may write', async () => {
    const me = async (id: string) =>
      (await t.app.inject({ url: '/schome/service/community/staff/me', headers: who[id]!.headers })).json()
        .data;
    const operator = await me('operator1');
    expect(operator).toMatchObject({
      operatorYn: 'Y',
      manageSchKey: null,
      pagesYn: 'Y',
      inquiryAnswerYn: 'Y',
    });
    expect(operator.boards.map((b: { boardCode: string }) => b.boardCode)).toContain('faq');
    const manager = await me('manager1');
    expect(manager).toMatchObject({
      operatorYn: 'N',
      manageSchKey: who.manager1!.schKey,
      counselingAnswerYn: 'Y',
    });
    expect(manager.boards.map((b: { boardCode: string }) => b.boardCode)).toContain('schoolNews');
    expect(manager.boards.map((b: { boardCode: string }) => b.boardCode)).not.toContain('faq');
    expect(await me('teacher1')).toMatchObject({ boards: [], counselingAnswerYn: 'Y', inquiryAnswerYn: 'N' });
    expect(await me('student1')).toMatchObject({ boards: [], counselingAnswerYn: 'N' });
    const anonymous = await t.app.inject({ url: '/schome/service/community/staff/me' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /schome/service/community/board/save and the other console writes', () => {
  it('lets an operator write a national notice that the public then lists', async () => {
    const res = await post('/board/save', 'operator1', notice({ title: '운영팀 새 공지', pinnedYn: 'Y' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'OK',
      message: '저장되었습니다.',
      data: { schKey: null, visibleYn: 'Y' },
    });
    const list = await t.app.inject({ url: '/schome/service/community/noticeBoard/list' });
    expect(list.json().data.list[0].title).toBe('운영팀 새 공지');
  });

  it('lets a manager write their own school’s news, and refuses it to everyone else with 403', async () => {
    const schKey = who.manager1!.schKey;
    const ok = await post('/board/save', 'manager1', {
      boardCode: 'schoolNews',
      schKey,
      title: '도서관 소식',
      content: '<p>소식</p>',
    });
    expect(ok.statusCode).toBe(200);
    for (const [id, message] of [
      ['student1', '접근이 불가합니다.'],
      ['teacher1', '접근이 불가합니다.'],
      ['teacher4', '접근이 불가합니다.'],
      ['member1', '접근이 불가합니다.'],
    ] as const) {
      const res = await post('/board/save', id, {
        boardCode: 'schoolNews',
        schKey,
        title: '거부',
        content: '<p>x</p>',
      });
      expect(res.statusCode, id).toBe(403);
      expect(res.json()).toEqual({ status: 'FAIL', message, data: null });
    }
    const foreign = await post('/board/save', 'manager1', {
      boardCode: 'schoolNews',
      schKey: who.student4!.schKey,
      title: '다른 학교',
      content: '<p>x</p>',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('소속 학교의 게시판만 관리할 수 있습니다.');
    expect((await post('/board/save', 'manager1', notice())).json().message).toBe(
      '학교 게시판에만 작성할 수 있습니다.',
    );
    expect(
      (await post('/board/save', 'operator1', { boardCode: 'schoolNews', title: 'x', content: '<p>x</p>' }))
        .statusCode,
    ).toBe(403);
    expect((await post('/board/save', null, notice())).statusCode).toBe(401);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.board_post where title in ('거부', '다른 학교')`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a post unchanged when an edit is refused', async () => {
    const created = (await post('/board/save', 'operator1', notice({ title: '바뀌면 안 되는 공지' }))).json()
      .data;
    const edit = { ...notice({ title: '몰래 바꾼 제목' }), postKey: created.postKey };
    expect((await post('/board/save', 'manager1', edit)).statusCode).toBe(403);
    expect((await post('/board/save', 'student1', edit)).statusCode).toBe(403);
    expect(
      (await post('/board/pin', 'teacher1', { postKey: created.postKey, pinnedYn: 'Y' })).statusCode,
    ).toBe(403);
    expect((await post('/board/delete', 'manager1', { postKey: created.postKey })).statusCode).toBe(403);
    const { rows } = await t.database.query(
      `select title, pinned_yn, deleted_at from portal.board_post where post_key = ${created.postKey}`,
    );
    expect(rows[0]).toMatchObject({ title: '바뀌면 안 되는 공지', pinned_yn: 'N', deleted_at: null });
  });

  it('pins, hides, schedules and deletes, each visible in the public list at once', async () => {
    const { postKey } = (await post('/board/save', 'operator1', notice({ title: '상태 바꾸기 공지' }))).json()
      .data;
    const listed = async () =>
      (await t.app.inject({ url: '/schome/service/community/noticeBoard/list/all?pageSize=100' }))
        .json()
        .data.list.find((n: { postKey: number }) => n.postKey === postKey);
    expect((await post('/board/pin', 'operator1', { postKey, pinnedYn: 'Y' })).json().data.pinnedYn).toBe(
      'Y',
    );
    expect((await listed()).pinnedYn).toBe('Y');
    expect((await post('/board/hide', 'operator1', { postKey, hiddenYn: 'Y' })).json().data.visibleYn).toBe(
      'N',
    );
    expect(await listed()).toBeUndefined();
    await post('/board/hide', 'operator1', { postKey, hiddenYn: 'N' });
    const later = await post('/board/schedule', 'operator1', {
      postKey,
      startDate: '2099-01-01',
      endDate: '2099-01-31',
    });
    expect(later.json().data).toMatchObject({ startDate: '2099-01-01', visibleYn: 'N' });
    expect(await listed()).toBeUndefined();
    const backwards = await post('/board/schedule', 'operator1', {
      postKey,
      startDate: '2026-05-10',
      endDate: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
    await post('/board/schedule', 'operator1', { postKey, startDate: null, endDate: null });
    expect(await listed()).toBeDefined();
    const managed = await t.app.inject({
      url: '/schome/service/community/board/manage/list?boardCode=notice&pageSize=100',
      headers: who.operator1!.headers,
    });
    expect(managed.json().data.list.map((n: { title: string }) => n.title)).toContain(
      '가을 독서 행사 안내 (작성 중)',
    );
    expect((await post('/board/delete', 'operator1', { postKey })).json()).toMatchObject({
      data: { postKey },
    });
    expect(await listed()).toBeUndefined();
    const { rows } = await t.database.query(
      `select deleted_at from portal.board_post where post_key = ${postKey}`,
    );
    expect(rows[0]!.deleted_at).not.toBeNull();
  });

  it('answers the staff list of a scope only to who manages it', async () => {
    const url = `/schome/service/community/board/manage/list?boardCode=schoolNews&schKey=${who.manager1!.schKey}`;
    expect((await t.app.inject({ url, headers: who.manager1!.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: who.teacher1!.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: who.operator1!.headers })).statusCode).toBe(403);
    const mine = await t.app.inject({
      url: `${url}&manageYn=Y`.replace('board/manage/list', 'mySchoolLibraryInfo/list'),
      headers: who.student1!.headers,
    });
    expect(mine.statusCode).toBe(403);
  });

  it('lists only the boards a role administers: never teachers’ service requests to a manager (decision 226)', async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/schome/service/teachersupport/serviceRequest/save',
      headers: who.teacher1!.headers,
      payload: {
        categoryCode: '01',
        title: '대출 반납 오류 문의',
        content: '반납한 책이 대출 중으로 나옵니다.',
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const list = (as: string, boardCode: string, schKey: number | null, search = '') =>
      t.app.inject({
        url: `/schome/service/community/board/manage/list?boardCode=${boardCode}${
          schKey ? `&schKey=${schKey}` : ''
        }${search}`,
        headers: who[as]!.headers,
      });
    const own = who.manager1!.schKey;
    for (const boardCode of ['serviceRequest', 'qna', 'counseling', 'teacherShare']) {
      const res = await list(
        'manager1',
        boardCode,
        own,
        `&searchType=content&searchKeyword=${encodeURIComponent('반납')}`,
      );
      expect(res.statusCode, boardCode).toBe(400);
      expect(res.json().message).toBe('boardCode: 게시판 코드가 올바르지 않습니다.');
      expect((await list('operator1', boardCode, null)).statusCode, boardCode).toBe(400);
    }
    expect((await list('manager1', 'faq', own)).statusCode).toBe(403);
    expect((await list('manager1', 'notice', own)).statusCode).toBe(200);
    expect((await list('operator1', 'schoolNews', null)).statusCode).toBe(403);
    expect((await list('operator1', 'faq', null)).statusCode).toBe(200);
  });

  it('sanitizes the HTML: no script, event handlers, javascript: URLs, styles or foreign images', async () => {
    const dirty =
      '<h1>제목</h1><script>alert(1)</script><p onclick="steal()" style="color:red">안녕 <a href="javascript:alert(1)">링크</a> ' +
      '<a href="https://www.example.org" target="_blank">좋은 링크</a></p><img src="https://evil.example/x.png" onerror="alert(1)">' +
      '<img src="/schome/service/community/file/image/0123456789abcdef0123456789abcdef.png" onerror="x()" alt="그림"><iframe src="https://x"></iframe>';
    const res = await post('/board/save', 'operator1', notice({ title: '정화 검사', content: dirty }));
    const content = res.json().data.content as string;
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|style=|evil\.example|iframe|alert/);
    expect(content).toContain('<h2>제목</h2>');
    expect(content).toContain(
      '<a href="https://www.example.org" target="_blank" rel="noopener noreferrer">좋은 링크</a>',
    );
    expect(content).toContain(
      '<img src="/schome/service/community/file/image/0123456789abcdef0123456789abcdef.png" alt="그림" />',
    );
    const empty = await post('/board/save', 'operator1', notice({ content: '<script>alert(1)</script>' }));
    expect(empty.json()).toEqual({ status: 'FAIL', message: 'content: 내용을 입력해주세요.', data: null });
  });

  it('refuses a banned word in the title or the body with the spec’s message, and saves nothing', async () => {
    const inTitle = await post('/board/save', 'operator1', notice({ title: '병신 같은 제목' }));
    expect(inTitle.statusCode).toBe(400);
    expect(inTitle.json().message).toBe(banned);
    const inBody = await post('/board/save', 'manager1', {
      boardCode: 'schoolNews',
      schKey: who.manager1!.schKey,
      title: '소식',
      content: '<p>병<b>신</b></p>',
    });
    expect(inBody.json().message).toBe(banned);
    const page = await post('/srMng/save', 'operator1', {
      srCode: 'EmailRule',
      title: '병신',
      content: '<p>x</p>',
    });
    expect(page.json().message).toBe(banned);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.board_post where title like '%병신%'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('requires an FAQ category and refuses an FAQ from a school manager', async () => {
    const missing = await post('/board/save', 'operator1', {
      boardCode: 'faq',
      title: '질문?',
      content: '<p>답</p>',
    });
    expect(missing.json().message).toBe('categoryCode: 분류를 선택해주세요.');
    const ok = await post('/board/save', 'operator1', {
      boardCode: 'faq',
      categoryCode: '02',
      title: '새 질문?',
      content: '<p>답</p>',
    });
    expect(ok.json().data).toMatchObject({ categoryCode: '02', categoryName: '도서 검색' });
    const manager = await post('/board/save', 'manager1', {
      boardCode: 'faq',
      schKey: who.manager1!.schKey,
      categoryCode: '02',
      title: '학교 질문?',
      content: '<p>답</p>',
    });
    expect(manager.json()).toEqual({
      status: 'FAIL',
      message: '운영자만 작성할 수 있는 게시판입니다.',
      data: null,
    });
  });
});

describe('srMng pages', () => {
  it('serves the seeded policy pages and lets only an operator edit them', async () => {
    const privacy = await t.app.inject({
      url: '/schome/service/community/srMng/detail?srCode=PersonalPrivacy',
    });
    expect(privacy.json().data.title).toBe('개인정보 처리방침');
    expect(privacy.json().data.content).toContain('법정대리인');
    const list = await t.app.inject({ url: '/schome/service/community/srMng/list' });
    expect(list.json().data.totalCount).toBe(4);
    const edit = {
      srCode: 'Maintenance',
      title: '점검 안내',
      content: '<p>오늘 밤 점검합니다.</p><script>x</script>',
    };
    expect((await post('/srMng/save', 'manager1', edit)).statusCode).toBe(403);
    const saved = await post('/srMng/save', 'operator1', edit);
    expect(saved.json().data).toMatchObject({ title: '점검 안내', content: '<p>오늘 밤 점검합니다.</p>' });
    expect(
      (await t.app.inject({ url: '/schome/service/community/srMng/detail?srCode=Nope' })).statusCode,
    ).toBe(400);
  });
});
