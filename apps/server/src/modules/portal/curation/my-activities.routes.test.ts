import { CURATION_MESSAGES, type MemberPick, type SavedAnswers } from '@reading/contract/curation/curation';
import { bannedWordsMessage } from '@reading/contract/validators/banned-words';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../../../test/authorization/identities.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { curationCalls } from './curation-test-calls.ts';

const t = useTestApp();
const { get, post } = curationCalls(t);
const picksOf = (res: { json(): { data: { list: MemberPick[] } } }) => res.json().data.list;

describe("StudentCuration: a student recommends through the students' own call", () => {
  it('saves a student pick seen in their school, hidden from visitors and other schools', async () => {
    const student = await sessionOf(t.app, 'student1');
    const pick = { bookKey: 5, reason: '주인공이 용감해서 친구들에게 추천해요.' };
    const saved = await post('/student-teacher/student/save', pick, student.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: CURATION_MESSAGES.saved,
      data: { memberTypeCode: '01', reason: pick.reason, book: { bookKey: 5 } },
    });
    const recommendKey = saved.json().data.recommendKey as number;
    const teacher = await sessionOf(t.app, 'teacher1');
    const teacherReason = '선생님도 이 책을 권합니다.';
    await post('/student-teacher/save', { ...pick, reason: teacherReason }, teacher.headers);
    // Both picks of book 5 on one page: each keeps its own reason.
    const seen = picksOf(await get('/student-teacher/list?pageSize=50', teacher.headers));
    expect(seen.map((p) => p.recommendKey)).toContain(recommendKey);
    const own = seen.find((p) => p.recommendKey === recommendKey);
    expect(own?.book.reason).toBe(pick.reason);
    const teachers = seen.find((p) => p.memberTypeCode === '02' && p.book.bookKey === 5);
    expect(teachers?.book.reason).toBe(teacherReason);
    const visitor = picksOf(await get('/student-teacher/list?pageSize=50'));
    expect(visitor.map((p) => p.recommendKey)).not.toContain(recommendKey);
    expect(visitor.every((p) => p.memberTypeCode === '02')).toBe(true);
    const busan = await sessionOf(t.app, 'student4');
    const elsewhere = picksOf(await get('/student-teacher/list?pageSize=50', busan.headers));
    expect(elsewhere.some((p) => p.memberTypeCode === '01' && p.schoolName === '서울가락초등학교')).toBe(
      false,
    );
  });

  it('refuses teachers (they use RecommendedBookManage), visitors, banned words and a blank reason', async () => {
    const pick = { bookKey: 6, reason: '재미있어요.' };
    const teacher = await sessionOf(t.app, 'teacher1');
    const refused = await post('/student-teacher/student/save', pick, teacher.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CURATION_MESSAGES.studentOnly);
    expect((await post('/student-teacher/student/save', pick)).statusCode).toBe(401);
    const student = await sessionOf(t.app, 'student1');
    const banned = await post(
      '/student-teacher/student/save',
      { ...pick, reason: '병신 같은 책' },
      student.headers,
    );
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toBe(bannedWordsMessage(['병신']));
    const blank = await post('/student-teacher/student/save', { ...pick, reason: ' ' }, student.headers);
    expect(blank.json().message).toBe('reason: 추천 이유를 입력해 주세요.');
    // RecommendedBookManage stays the teachers' page.
    expect((await post('/student-teacher/save', pick, student.headers)).statusCode).toBe(403);
  });
});

describe("MyActivitesCuration: the member's own picks and questionnaires", () => {
  it('lists, rewrites and removes only my own picks', async () => {
    const { headers, data: me } = await sessionOf(t.app, 'student2');
    const student = { headers };
    const mine = picksOf(await get('/my-activities/picks', student.headers));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.writerName === me.name)).toBe(true);
    const target = mine[0]!;
    const reason = '다시 읽어도 좋은 책이에요.';
    const other = await sessionOf(t.app, 'student3');
    const foreign = { recommendKey: target.recommendKey, reason };
    expect((await post('/my-activities/picks/update', foreign, other.headers)).statusCode).toBe(404);
    expect((await post('/my-activities/picks/delete', foreign, other.headers)).statusCode).toBe(404);
    const updated = await post('/my-activities/picks/update', foreign, student.headers);
    expect(updated.statusCode).toBe(200);
    const again = picksOf(await get('/my-activities/picks', student.headers));
    expect(again.find((p) => p.recommendKey === target.recommendKey)?.reason).toBe(reason);
    const banned = await post(
      '/my-activities/picks/update',
      { ...foreign, reason: '병신 같은 책' },
      student.headers,
    );
    expect(banned.statusCode).toBe(400);
    const deleted = await post('/my-activities/picks/delete', foreign, student.headers);
    expect(deleted.json().message).toBe(CURATION_MESSAGES.deleted);
    const after = picksOf(await get('/my-activities/picks', student.headers));
    expect(after.map((p) => p.recommendKey)).not.toContain(target.recommendKey);
    expect((await get('/my-activities/picks')).statusCode).toBe(401);
  });

  it('keeps a questionnaire, lists it newest first, and deletes only my own', async () => {
    const student = await sessionOf(t.app, 'student1');
    const seeded = (await get('/my-activities/customized', student.headers)).json().data
      .list as SavedAnswers[];
    expect(seeded.length).toBeGreaterThan(0);
    const answers = { grade: 4, interests: ['9'], favouriteBookKeys: [], readingLevel: 'picture' };
    const saved = await post('/my-activities/customized/save', answers, student.headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ grade: 4, interests: ['9'], readingLevel: 'picture' });
    const answerKey = saved.json().data.answerKey as number;
    const list = (await get('/my-activities/customized', student.headers)).json().data.list as SavedAnswers[];
    expect(list[0]!.answerKey).toBe(answerKey);
    expect(list).toHaveLength(seeded.length + 1);
    const other = await sessionOf(t.app, 'student2');
    const foreign = await post('/my-activities/customized/delete', { answerKey }, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CURATION_MESSAGES.answersNotFound);
    const deleted = await post('/my-activities/customized/delete', { answerKey }, student.headers);
    expect(deleted.statusCode).toBe(200);
    const bad = await post('/my-activities/customized/save', { ...answers, interests: [] }, student.headers);
    expect(bad.json().message).toBe('interests: 관심 분야를 하나 이상 선택해 주세요.');
    expect((await post('/my-activities/customized/save', answers)).statusCode).toBe(401);
  });
});
