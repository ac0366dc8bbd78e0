import { bannedWordsMessage } from '@reading/contract/validators/banned-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

/** Service requests (issue 21 part 3, decision 152): teachers and managers ask, operators answer. */
const t = useTestApp();
const who: Record<string, Record<string, string>> = {};
let teacher1Key = 0;
beforeAll(async () => {
  for (const id of ['operator1', 'manager1', 'teacher1', 'teacher2', 'teacher4', 'student1', 'member1']) {
    const login = await loginAs(t.app, id);
    who[id] = login.headers;
    if (id === 'teacher1') teacher1Key = login.data.memberKey;
  }
});
const base = '/schome/service/teachersupport/serviceRequest';
const post = (url: string, as: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers: as ? who[as] : {}, payload });
const get = (url: string, as: string | null = null) =>
  t.app.inject({ url: `${base}${url}`, headers: as ? who[as] : {} });
const titles = (res: { json: () => { data: { list: { title: string }[] } } }) =>
  res.json().data.list.map((q) => q.title);
const seeded = async (seedKey: string) => {
  const { rows } = await t.database.query(
    `select post_key from portal.board_post where seed_key = '${seedKey.replace(/[^a-z-]/g, '')}'`,
  );
  return rows[0]!.post_key as number;
};
const request = {
  categoryCode: '01',
  title: '도서 검색이 느립니다',
  content: '점심시간에 검색 결과가 늦게 나옵니다.',
};

describe('serviceRequest', () => {
  it('lists a teacher only their own requests, and an operator every request in the console', async () => {
    const teacher1 = titles(await get('/list', 'teacher1'));
    expect(teacher1).toContain('새로 전학 온 학생이 우리 반 명단에 보이지 않아요');
    expect(teacher1).not.toContain('대출반납 데스크에서 바코드 스캐너 입력이 두 번 들어갑니다');
    expect(teacher1).not.toContain('독서 퀴즈 결과를 엑셀로 내려받고 싶습니다');
    const console = await get('/list?manageYn=Y', 'operator1');
    expect(titles(console)).toEqual(
      expect.arrayContaining([
        '새로 전학 온 학생이 우리 반 명단에 보이지 않아요',
        '대출반납 데스크에서 바코드 스캐너 입력이 두 번 들어갑니다',
        '독서 퀴즈 결과를 엑셀로 내려받고 싶습니다',
      ]),
    );
    const answered = await get('/list?manageYn=Y&statusCode=2', 'operator1');
    expect(answered.json().data.list.every((q: { statusName: string }) => q.statusName === '답변완료')).toBe(
      true,
    );
    const category = await get('/list?manageYn=Y&categoryCode=04', 'operator1');
    expect(titles(category)).toEqual(['독서 퀴즈 결과를 엑셀로 내려받고 싶습니다']);
  });

  it('turns away a student, a pending teacher and a general member with 403, and anonymous with 401', async () => {
    for (const id of ['student1', 'teacher2', 'member1']) {
      const res = await get('/list', id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('접근이 불가합니다.');
      expect((await post('/save', id, request)).statusCode).toBe(403);
    }
    expect((await get('/list')).statusCode).toBe(401);
    expect((await post('/save', null, request)).statusCode).toBe(401);
    // manageYn=Y is the operator's console: a manager asking it still sees only their own.
    const manager = titles(await get('/list?manageYn=Y', 'manager1'));
    expect(manager).toEqual(['대출반납 데스크에서 바코드 스캐너 입력이 두 번 들어갑니다']);
  });

  it('answers 404 for another member’s request, and shows it to its requester and the operators', async () => {
    const key = await seeded('demo-sr-class-roster');
    for (const id of ['teacher4', 'manager1']) {
      expect((await get(`/detail?serviceRequestKey=${key}`, id)).statusCode).toBe(404);
    }
    expect((await get(`/detail?serviceRequestKey=${key}`, 'teacher1')).json().data).toMatchObject({
      serviceRequestKey: key,
      statusCode: '1',
      statusName: '답변대기',
      categoryName: '계정·권한',
      mineYn: 'Y',
    });
    expect((await get(`/detail?serviceRequestKey=${key}`, 'operator1')).statusCode).toBe(200);
  });

  it('takes a request as awaiting (1); an operator’s answer makes it answered (2) and notifies the requester', async () => {
    const saved = await post('/save', 'teacher1', request);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('서비스 요청이 등록되었습니다.');
    const key = saved.json().data.serviceRequestKey as number;
    expect(saved.json().data).toMatchObject({
      statusCode: '1',
      categoryName: '시스템 오류',
      writerName: expect.any(String),
    });

    const refused = await post('/answer', 'manager1', { serviceRequestKey: key, answer: '확인하겠습니다.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('운영자만 답변할 수 있습니다.');

    const answered = await post('/answer', 'operator1', {
      serviceRequestKey: key,
      answer: '검색 서버를 늘렸습니다.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({
      statusCode: '2',
      statusName: '답변완료',
      answer: '검색 서버를 늘렸습니다.',
    });
    const mine = await get(`/detail?serviceRequestKey=${key}`, 'teacher1');
    expect(mine.json().data.answer).toBe('검색 서버를 늘렸습니다.');

    const notices = await t.app.inject({
      url: `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${teacher1Key}`,
      headers: who.teacher1,
    });
    expect(JSON.stringify(notices.json().data)).toContain("'도서 검색이 느립니다'에 답변이 등록되었습니다.");
  });

  it('lets its requester delete a request only while it awaits an answer; an operator may delete any', async () => {
    const open = (await post('/save', 'teacher1', { ...request, title: '지울 요청' })).json().data
      .serviceRequestKey;
    expect((await post('/delete', 'teacher4', { serviceRequestKey: open })).statusCode).toBe(403);
    expect((await post('/delete', 'teacher1', { serviceRequestKey: open })).json().message).toBe(
      '삭제되었습니다.',
    );
    expect((await get(`/detail?serviceRequestKey=${open}`, 'teacher1')).statusCode).toBe(404);

    const answered = await seeded('demo-sr-barcode-scanner');
    expect((await post('/delete', 'manager1', { serviceRequestKey: answered })).statusCode).toBe(403);
    const other = (await post('/save', 'teacher4', request)).json().data.serviceRequestKey;
    expect((await post('/delete', 'operator1', { serviceRequestKey: other })).statusCode).toBe(200);
  });

  it('refuses a banned word, a missing category and a control character with 400 and the field’s message', async () => {
    const dirty = await post('/save', 'teacher1', { ...request, content: '이 기능은 병신 같아요' });
    expect(dirty.statusCode).toBe(400);
    expect(dirty.json().message).toBe(bannedWordsMessage(['병신']));
    const noCategory = await post('/save', 'teacher1', { title: '분류 없음', content: '내용' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toContain('요청 분류를 선택해주세요.');
    const control = await post('/save', 'teacher1', { ...request, title: '제목\u0007' });
    expect(control.statusCode).toBe(400);
    const key = await seeded('demo-sr-class-roster');
    const dirtyAnswer = await post('/answer', 'operator1', { serviceRequestKey: key, answer: '병신' });
    expect(dirtyAnswer.statusCode).toBe(400);
  });

  it('lists the categories for the form', async () => {
    const res = await get('/categoryList', 'teacher1');
    expect(res.json().data.list.map((c: { codeName: string }) => c.codeName)).toEqual([
      '시스템 오류',
      '계정·권한',
      '도서·소장 정보',
      '기능 제안',
      '기타',
    ]);
  });
});
