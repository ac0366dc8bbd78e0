import { bannedWordsMessage } from '@reading/contract/validators/banned-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const who: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  for (const id of [
    'operator1',
    'manager1',
    'teacher1',
    'teacher2',
    'teacher4',
    'student1',
    'student4',
    'member1',
  ]) {
    who[id] = (await loginAs(t.app, id)).headers;
  }
});
const base = '/schome/service/community';
const post = (url: string, as: string | null, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers: as ? who[as] : {}, payload });
const get = (url: string, as: string | null = null) =>
  t.app.inject({ url: `${base}${url}`, headers: as ? who[as] : {} });
const titles = (res: { json: () => { data: { list: { title: string }[] } } }) =>
  res.json().data.list.map((q) => q.title);
const banned = bannedWordsMessage(['병신']);

describe('qnaBoard: inquiries', () => {
  it('shows the public only published inquiries, and a member their own too', async () => {
    const anonymous = titles(await get('/qnaBoard/list'));
    expect(anonymous).toContain('모바일 회원증 바코드가 보이지 않아요');
    expect(anonymous).not.toContain('예약한 책은 언제 받을 수 있나요?');
    const student1 = titles(await get('/qnaBoard/list', 'student1'));
    expect(student1).toContain('예약한 책은 언제 받을 수 있나요?');
    expect(student1).not.toContain('희망도서 신청은 어디에서 하나요?');
    const mine = (await get('/qnaBoard/list?myYn=Y', 'student1')).json().data.list;
    expect(mine.every((q: { mineYn: string }) => q.mineYn === 'Y')).toBe(true);
    expect((await get('/qnaBoard/list?myYn=Y')).statusCode).toBe(401);
  });

  it('answers 404 for another member’s private inquiry, and shows it to its asker and its school’s manager', async () => {
    const { rows } = await t.database.query(
      `select post_key from portal.board_post where seed_key = 'demo-qna-reserve'`,
    );
    const key = rows[0]!.post_key;
    expect((await get(`/qnaBoard/detail?qnaKey=${key}`, 'student4')).statusCode).toBe(404);
    expect((await get(`/qnaBoard/detail?qnaKey=${key}`, 'teacher1')).statusCode).toBe(404);
    expect((await get(`/qnaBoard/detail?qnaKey=${key}`)).statusCode).toBe(404);
    expect((await get(`/qnaBoard/detail?qnaKey=${key}`, 'student1')).json().data).toMatchObject({
      statusCode: '1',
      statusName: '답변대기',
      mineYn: 'Y',
    });
    expect((await get(`/qnaBoard/detail?qnaKey=${key}`, 'manager1')).statusCode).toBe(200);
  });

  it('takes a question as awaiting (1), and its school’s manager’s answer makes it answered (2)', async () => {
    const asked = await post('/qnaBoard/save', 'student1', {
      title: '도서관 개방 시간이 궁금해요',
      content: '토요일에도 도서관을 여나요?\n방과후에 가고 싶어요.',
      requestType: 'N',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      message: '문의가 등록되었습니다.',
      data: { statusCode: '1', publicYn: 'N', requestTypeName: '일반 요청' },
    });
    const qnaKey = asked.json().data.qnaKey;
    for (const id of ['teacher1', 'student4', 'teacher4', 'member1']) {
      const refused = await post('/qnaBoard/answer', id, { qnaKey, answer: '답변' });
      expect(refused.statusCode, id).toBe(403);
      expect(refused.json().message).toBe('운영자 또는 학교도서관 관리자만 답변할 수 있습니다.');
    }
    const answered = await post('/qnaBoard/answer', 'manager1', {
      qnaKey,
      answer: '토요일은 쉽니다. 평일 16:30까지 열어요.',
    });
    expect(answered.json()).toMatchObject({
      message: '답변이 등록되었습니다.',
      data: { statusCode: '2', statusName: '답변완료' },
    });
    const seen = (await get(`/qnaBoard/detail?qnaKey=${qnaKey}`, 'student1')).json().data;
    expect(seen).toMatchObject({
      statusCode: '2',
      answer: '토요일은 쉽니다. 평일 16:30까지 열어요.',
      answererName: '최도윤',
    });
    // The asker is told (decision 091): one 'inquiryAnswered' notification.
    const told = await t.database.query(
      `select title from portal.system_notification where kind = 'inquiryAnswered' and dedupe_key = 'answer:${qnaKey}'`,
    );
    expect(told.rows.map((r) => r.title)).toEqual(["'도서관 개방 시간이 궁금해요'에 답변이 등록되었습니다."]);
    expect(titles(await get('/qnaBoard/list'))).not.toContain('도서관 개방 시간이 궁금해요');
    await post('/qnaBoard/publish', 'manager1', { qnaKey, publicYn: 'Y' });
    expect(titles(await get('/qnaBoard/list'))).toContain('도서관 개방 시간이 궁금해요');
  });

  it('lets an operator answer an inquiry of a member without a school, and a manager only their school’s', async () => {
    const asked = (
      await post('/qnaBoard/save', 'member1', { title: '일반 회원 문의', content: '질문입니다.' })
    ).json().data;
    expect(asked.schKey).toBeNull();
    expect(
      (await post('/qnaBoard/answer', 'manager1', { qnaKey: asked.qnaKey, answer: '답' })).statusCode,
    ).toBe(403);
    expect(
      (
        await post('/qnaBoard/answer', 'operator1', { qnaKey: asked.qnaKey, answer: '운영팀 답변입니다.' })
      ).json().data.statusCode,
    ).toBe('2');
    const staffList = (await get('/qnaBoard/list?manageYn=Y&pageSize=100', 'manager1')).json().data.list;
    expect(staffList.map((q: { title: string }) => q.title)).toContain('예약한 책은 언제 받을 수 있나요?');
    expect(staffList.map((q: { title: string }) => q.title)).not.toContain(
      '희망도서 신청은 어디에서 하나요?',
    );
    expect((await get('/qnaBoard/list?manageYn=Y', 'teacher1')).statusCode).toBe(403);
  });

  it('refuses a banned word in a question and in an answer, changing nothing', async () => {
    const q = await post('/qnaBoard/save', 'student1', { title: '질문', content: '이건 병신 같아요' });
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toBe(banned);
    const { rows } = await t.database.query(
      `select post_key from portal.board_post where seed_key = 'demo-qna-reserve'`,
    );
    const a = await post('/qnaBoard/answer', 'manager1', { qnaKey: rows[0]!.post_key, answer: '병신' });
    expect(a.json().message).toBe(banned);
    const after = await t.database.query(
      `select status_code, answer from portal.board_post where seed_key = 'demo-qna-reserve'`,
    );
    expect(after.rows[0]).toMatchObject({ status_code: '1', answer: null });
  });

  it('lets the asker delete an awaiting question, and no one else', async () => {
    const asked = (
      await post('/qnaBoard/save', 'student1', { title: '지울 문의', content: '삭제할게요' })
    ).json().data;
    expect((await post('/qnaBoard/delete', 'student4', { qnaKey: asked.qnaKey })).statusCode).toBe(403);
    expect((await post('/qnaBoard/delete', 'student1', { qnaKey: asked.qnaKey })).json().message).toBe(
      '삭제되었습니다.',
    );
    expect((await get(`/qnaBoard/detail?qnaKey=${asked.qnaKey}`, 'student1')).statusCode).toBe(404);
  });

  it('refuses a question without a login (401) and with control characters (400)', async () => {
    expect((await post('/qnaBoard/save', null, { title: '질문', content: '내용' })).statusCode).toBe(401);
    const ctl = await post('/qnaBoard/save', 'student1', { title: '질문\u0007', content: '내용' });
    expect(ctl.json()).toEqual({
      status: 'FAIL',
      message: 'title: 입력값에 사용할 수 없는 문자가 있습니다.',
      data: null,
    });
  });
});

describe('readingCounselingApply: reading counselling', () => {
  it('lets only students apply: others get 403 with the spec’s message', async () => {
    const form = { categoryCode: '01', title: '추천해 주세요', content: '모험 이야기를 좋아해요.' };
    for (const id of ['teacher1', 'manager1', 'member1', 'operator1']) {
      const res = await post('/readingCounselingApply/save', id, form);
      expect(res.statusCode, id).toBe(403);
      expect(res.json()).toEqual({ status: 'FAIL', message: '학생만 접근가능한 메뉴입니다.', data: null });
    }
    expect((await post('/readingCounselingApply/save', null, form)).statusCode).toBe(401);
    const ok = await post('/readingCounselingApply/save', 'student1', form);
    expect(ok.json()).toMatchObject({
      message: '독서상담 신청이 완료되었습니다.',
      data: { statusCode: '1', categoryName: '책 추천' },
    });
  });

  it('shows a student their own applications and a teacher their school’s, never another school’s', async () => {
    const student = titles(await get('/readingCounselingApply/list', 'student1'));
    expect(student).toContain('독후감을 길게 쓰는 게 어려워요');
    expect(student).not.toContain('책 읽는 습관을 기르고 싶어요');
    const teacher = titles(await get('/readingCounselingApply/list?pageSize=100', 'teacher1'));
    expect(teacher).toContain('독후감을 길게 쓰는 게 어려워요');
    expect(teacher).not.toContain('책 읽는 습관을 기르고 싶어요');
    expect(titles(await get('/readingCounselingApply/list', 'teacher4'))).toEqual([
      '책 읽는 습관을 기르고 싶어요',
    ]);
    expect((await get('/readingCounselingApply/list', 'member1')).statusCode).toBe(403);
    expect((await get('/readingCounselingApply/list')).statusCode).toBe(401);
    const categories = (await get('/readingCounselingApply/categoryList')).json().data.list;
    expect(categories[0]).toEqual({ codeId: '01', codeName: '책 추천' });
  });

  it('lets a teacher of the same school answer, and refuses another school’s teacher and students', async () => {
    const { rows } = await t.database.query(
      `select post_key from portal.board_post where seed_key = 'demo-counsel-open'`,
    );
    const counselingKey = rows[0]!.post_key;
    // teacher2 is of the same school but not yet verified by its manager (decision 050).
    for (const id of ['teacher4', 'student1', 'operator1', 'teacher2']) {
      const res = await post('/readingCounselingApply/answer', id, { counselingKey, answer: '답변' });
      expect(res.statusCode, id).toBe(403);
      expect(res.json().message).toBe('같은 학교의 교사 또는 학교도서관 관리자만 답변할 수 있습니다.');
    }
    expect(
      (await get(`/readingCounselingApply/detail?counselingKey=${counselingKey}`, 'teacher4')).statusCode,
    ).toBe(404);
    const bad = await post('/readingCounselingApply/answer', 'teacher1', { counselingKey, answer: '병신' });
    expect(bad.json().message).toBe(banned);
    const ok = await post('/readingCounselingApply/answer', 'teacher1', {
      counselingKey,
      answer: '처음에는 줄거리, 다음에는 느낀 점을 써 보세요.',
    });
    expect(ok.json().data).toMatchObject({ statusCode: '2', answererName: '정민아' });
    const seen = (
      await get(`/readingCounselingApply/detail?counselingKey=${counselingKey}`, 'student1')
    ).json().data;
    expect(seen).toMatchObject({ statusName: '답변완료', counselingKey });
  });

  it('refuses a banned word in an application', async () => {
    const res = await post('/readingCounselingApply/save', 'student1', {
      categoryCode: '02',
      title: '병신',
      content: '내용',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(banned);
  });
});
