import { TEACHER_VERIFY_MESSAGES } from '@reading/contract/auth/teacher-verification';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointManager,
  OTHER_SCHOOL,
  OWN_SCHOOL,
  schKeyOf,
  sessionOf,
  signUpTeacher,
  TEST_PASSWORD,
} from '../../../../test/authorization/identities.ts';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/member/teacherApproval';
let newTeacher: { memberKey: number };

const studyList = (headers: Record<string, string>) =>
  t.app.inject({ url: `/dls/api/study/list?neisCode=${OWN_SCHOOL}`, headers });
const decide = (headers: Record<string, string>, action: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `${base}/${action}`, headers, payload });

beforeAll(async () => {
  newTeacher = await signUpTeacher(t.app, 'selfteacher1', await schKeyOf(t, OWN_SCHOOL), '나자가');
  await appointManager(t, 'othermanager1', OTHER_SCHOOL);
});

describe('teacher verification by the school manager (decision 050)', () => {
  it('signs a self-registered teacher up pending, and login says so', async () => {
    const { data } = await sessionOf(t.app, 'selfteacher1', TEST_PASSWORD);
    expect(data).toMatchObject({ memberTypeCode: '02', verifyStatus: 'pending', verifyReason: null });
  });

  it("answers 403 with the pending message when an unverified teacher reads the school's pupils", async () => {
    const { headers } = await sessionOf(t.app, 'selfteacher1', TEST_PASSWORD);
    const res = await studyList(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'FAIL',
      message: TEACHER_VERIFY_MESSAGES.pending,
      data: null,
    });
  });

  it('refuses a self-registration as school manager', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/service/member/signup',
      payload: { role: '03', agreeUseCondition: 'Y', agreePersonalPrivacy: 'Y', id: 'selfmanager1' },
    });
    expect(res.statusCode).toBe(400);
  });

  it("lists the pending teachers of the manager's own school only", async () => {
    const { headers } = await sessionOf(t.app, 'manager1');
    const res = await t.app.inject({ url: `${base}/list?status=pending`, headers });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.list.map((i: { loginId: string }) => i.loginId);
    expect(ids).toEqual(expect.arrayContaining(['selfteacher1', 'teacher2']));
    expect(ids).not.toContain('teacher1');
    const other = await t.app.inject({
      url: `${base}/list`,
      headers: (await sessionOf(t.app, 'othermanager1', TEST_PASSWORD)).headers,
    });
    expect(other.json().data.list.map((i: { loginId: string }) => i.loginId)).not.toContain('selfteacher1');
  });

  it("answers 403 to a teacher, a student and another school's manager", async () => {
    for (const id of ['teacher1', 'student1']) {
      const { headers } = await sessionOf(t.app, id);
      expect((await decide(headers, 'approve', { memberKey: newTeacher.memberKey })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${base}/list`, headers })).statusCode).toBe(403);
    }
    const other = await sessionOf(t.app, 'othermanager1', TEST_PASSWORD);
    const res = await decide(other.headers, 'approve', { memberKey: newTeacher.memberKey });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(TEACHER_VERIFY_MESSAGES.notOwnSchool);
  });

  it('refuses a reason with a banned word, and a refusal with a reason reaches the teacher', async () => {
    const { headers } = await sessionOf(t.app, 'manager1');
    const { rows } = await t.database.query('select word from portal.banned_word limit 1');
    const banned = await decide(headers, 'refuse', {
      memberKey: newTeacher.memberKey,
      reason: `사유 ${rows[0]!.word}`,
    });
    expect(banned.statusCode).toBe(400);
    const refused = await decide(headers, 'refuse', {
      memberKey: newTeacher.memberKey,
      reason: '재직 확인 불가',
    });
    expect(refused.json()).toMatchObject({
      message: TEACHER_VERIFY_MESSAGES.refusedDone,
      data: { verifyStatus: 'refused' },
    });
    const teacher = await sessionOf(t.app, 'selfteacher1', TEST_PASSWORD);
    expect(teacher.data).toMatchObject({ verifyStatus: 'refused', verifyReason: '재직 확인 불가' });
    expect((await studyList(teacher.headers)).json().message).toBe(TEACHER_VERIFY_MESSAGES.refused);
    expect((await decide(headers, 'approve', { memberKey: newTeacher.memberKey })).statusCode).toBe(409);
  });

  it('makes an approved teacher a teacher at once, in the session already open', async () => {
    const teacher = await signUpTeacher(t.app, 'selfteacher2', await schKeyOf(t, OWN_SCHOOL));
    const session = await sessionOf(t.app, 'selfteacher2', TEST_PASSWORD);
    expect((await studyList(session.headers)).statusCode).toBe(403);
    const { headers } = await sessionOf(t.app, 'manager1');
    const res = await decide(headers, 'approve', { memberKey: teacher.memberKey });
    expect(res.json()).toMatchObject({
      message: TEACHER_VERIFY_MESSAGES.approved,
      data: { verifyStatus: 'verified' },
    });
    expect((await studyList(session.headers)).statusCode).toBe(200);
  });
});
