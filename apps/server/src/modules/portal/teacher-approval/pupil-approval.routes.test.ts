import { PUPIL_VERIFY_MESSAGES as M } from '@reading/contract/auth/pupil-verification';
import { SIGNUP_MESSAGES } from '@reading/contract/auth/signup';
import { MEMBER_NAME_MESSAGES } from '@reading/contract/validators/member-name';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_SCHOOL,
  OWN_SCHOOL,
  schKeyOf,
  sessionOf,
  signUpPupil,
  TEST_PASSWORD,
} from '../../../../test/authorization/identities.ts';
import { linkCodeFor } from '../../../../test/library-test-helpers.ts';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/member/pupilApproval';
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

let own = 0;
beforeAll(async () => {
  own = await schKeyOf(t, OWN_SCHOOL);
});

/** What a member sees of their school: school-only reports, staff contacts, golden bells, group readings. */
async function schoolView(id: string, password?: string) {
  const { data, headers } = await sessionOf(t.app, id, password);
  const ra = '/schome/service/readingActivitesMng/readingActivites';
  const [reports, contacts, bells, groups] = await Promise.all([
    get(`${ra}/schoolList?schKey=${own}&pageSize=100`, headers),
    get(`/schome/service/mypage/messageMng/contact/list?memberKey=${data.memberKey}`, headers),
    get('/schome/service/readingActivitesJoin/readingQuizContest/list', headers),
    get('/schome/service/readingActivitesJoin/readingBookGroup/list', headers),
  ]);
  return { data, headers, reports, contacts, bells, groups };
}

describe('pupils verified by their school (decision 220)', () => {
  it('signs a pupil up pending, and a pending pupil sees none of the school-only content', async () => {
    const created = await signUpPupil(t.app, 'newpupil1', { schKey: own, grade: 5, classNo: 2 });
    expect(created.verifyStatus).toBe('pending');
    const login = await sessionOf(t.app, 'newpupil1', TEST_PASSWORD);
    expect(login.data).toMatchObject({ verifyStatus: 'pending', memGrade: 5, memClass: 2 });

    const verified = await schoolView('student5');
    const pending = await schoolView('pending1');
    // student5, a verified pupil of 5-2, sees the school's reports with names, the staff and the class bell.
    expect(verified.contacts.json().data.list.length).toBeGreaterThan(0);
    expect(verified.bells.json().data.list.length).toBeGreaterThan(0);
    // '02': open to the school only.
    const schoolOnly = (r: { json: () => { data: { list: { privacyBoundCode: string }[] } } }) =>
      r.json().data.list.filter((i) => i.privacyBoundCode === '02');
    expect(schoolOnly(verified.reports).length).toBeGreaterThan(0);
    // pending1 claims the same class: nothing of it.
    expect(pending.contacts.statusCode).toBe(403);
    expect(pending.bells.json().data.list).toEqual([]);
    expect(schoolOnly(pending.reports)).toEqual([]);
    expect(JSON.stringify(pending.groups.json().data)).not.toContain('5학년 2반');
    // Nor can the pending pupil write to the class's teacher.
    const teacher = await sessionOf(t.app, 'teacher1');
    const sent = await post('/schome/service/mypage/messageMng/send', pending.headers, {
      receiverKey: teacher.data.memberKey,
      content: '선생님 안녕하세요',
    });
    expect(sent.statusCode).toBe(403);
  });

  it('lists pending pupils to their class teacher and the manager, not to another class or school', async () => {
    const teacher = await sessionOf(t.app, 'teacher1'); // keeps 5-2, 5-1 and 4-2
    const list = await get(`${base}/list`, teacher.headers);
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.list.map((i: { loginId: string }) => i.loginId);
    expect(ids).toEqual(expect.arrayContaining(['pending1', 'newpupil1']));
    expect(list.json().data.list[0]).toMatchObject({ itemType: 'signup', grade: 5, classNo: 2 });

    await signUpPupil(t.app, 'newpupil3', { schKey: own, grade: 3, classNo: 7 });
    const teacherIds = (await get(`${base}/list`, teacher.headers))
      .json()
      .data.list.map((i: { loginId: string }) => i.loginId);
    expect(teacherIds).not.toContain('newpupil3');
    const manager = await sessionOf(t.app, 'manager1');
    const managerIds = (await get(`${base}/list`, manager.headers))
      .json()
      .data.list.map((i: { loginId: string }) => i.loginId);
    expect(managerIds).toContain('newpupil3');

    for (const id of ['teacher4', 'student1', 'teacher2', 'pending1']) {
      const other = await sessionOf(t.app, id);
      const res = await get(`${base}/list`, other.headers);
      if (id === 'teacher4')
        expect(res.json().data.list.map((i: { loginId: string }) => i.loginId)).not.toContain('pending1');
      else expect(res.statusCode).toBe(403);
    }
    expect((await get(`${base}/list`, {})).statusCode).toBe(401);
  });

  it('approves a pupil: the class content opens in the session already open; refuses with a reason', async () => {
    const pupil = await sessionOf(t.app, 'newpupil1', TEST_PASSWORD);
    const bells = () => get('/schome/service/readingActivitesJoin/readingQuizContest/list', pupil.headers);
    expect((await bells()).json().data.list).toEqual([]);
    const teacher = await sessionOf(t.app, 'teacher1');
    const other = await sessionOf(t.app, 'teacher4');
    const key = pupil.data.memberKey;
    expect((await post(`${base}/approve`, other.headers, { itemType: 'signup', key })).statusCode).toBe(403);
    const res = await post(`${base}/approve`, teacher.headers, { itemType: 'signup', key });
    expect(res.json()).toMatchObject({ status: 'OK', message: M.approved, data: { status: 'verified' } });
    expect((await bells()).json().data.list.length).toBeGreaterThan(0);
    expect((await post(`${base}/approve`, teacher.headers, { itemType: 'signup', key })).statusCode).toBe(
      403,
    );
    const manager = await sessionOf(t.app, 'manager1');
    expect((await post(`${base}/approve`, manager.headers, { itemType: 'signup', key })).statusCode).toBe(
      409,
    );

    const refused = await signUpPupil(t.app, 'newpupil2', { schKey: own, grade: 5, classNo: 1 });
    const res2 = await post(`${base}/refuse`, teacher.headers, {
      itemType: 'signup',
      key: refused.memberKey,
      reason: '우리 반 학생이 아닙니다',
    });
    expect(res2.json()).toMatchObject({ message: M.refusedDone, data: { status: 'refused' } });
    const login = await sessionOf(t.app, 'newpupil2', TEST_PASSWORD);
    expect(login.data).toMatchObject({ verifyStatus: 'refused', verifyReason: '우리 반 학생이 아닙니다' });
  });

  it("verifies a pupil with the class teacher's code, in the code's class; a revoked code stops", async () => {
    const teacher = await sessionOf(t.app, 'teacher1');
    const issued = await post(`${base}/classCode/issue`, teacher.headers, { grade: 5, classNo: 2 });
    expect(issued.json()).toMatchObject({ message: M.codeIssued, data: { grade: 5, classNo: 2 } });
    const code = issued.json().data.code as string;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(
      (await post(`${base}/classCode/issue`, teacher.headers, { grade: 3, classNo: 7 })).statusCode,
    ).toBe(404);
    const codes = await get(`${base}/classCodes`, teacher.headers);
    expect(codes.json().data.list).toContainEqual(expect.objectContaining({ grade: 5, classNo: 2, code }));

    // At signup: verified at once, placed in 5-2 whatever class was claimed.
    const joined = await signUpPupil(t.app, 'codepupil1', {
      schKey: own,
      grade: 4,
      classNo: 1,
      classCode: code.toLowerCase(),
    });
    expect(joined.verifyStatus).toBe('verified');
    expect((await sessionOf(t.app, 'codepupil1', TEST_PASSWORD)).data).toMatchObject({
      memGrade: 5,
      memClass: 2,
    });
    // Later, from the banner: another school's pupil cannot use it; a pending pupil of the school can.
    const busan = await signUpPupil(t.app, 'codepupil2', {
      schKey: await schKeyOf(t, OTHER_SCHOOL),
      grade: 5,
      classNo: 2,
    });
    expect(busan.verifyStatus).toBe('pending');
    const busanSession = await sessionOf(t.app, 'codepupil2', TEST_PASSWORD);
    const wrong = await post('/schome/service/member/classCode/join', busanSession.headers, { code });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(M.codeInvalid);
    await signUpPupil(t.app, 'codepupil3', { schKey: own, grade: 5, classNo: 2 });
    const later = await sessionOf(t.app, 'codepupil3', TEST_PASSWORD);
    const ok = await post('/schome/service/member/classCode/join', later.headers, { code });
    expect(ok.json()).toMatchObject({
      message: M.joined,
      data: { verifyStatus: 'verified', grade: 5, classNo: 2 },
    });
    expect((await post('/schome/service/member/classCode/join', later.headers, { code })).statusCode).toBe(
      409,
    );
    const manager = await sessionOf(t.app, 'manager1');
    expect((await post('/schome/service/member/classCode/join', manager.headers, { code })).statusCode).toBe(
      403,
    );

    const revoked = await post(`${base}/classCode/revoke`, teacher.headers, { grade: 5, classNo: 2 });
    expect(revoked.json()).toMatchObject({ message: M.codeRevoked, data: { code: null } });
    await signUpPupil(t.app, 'codepupil4', { schKey: own, grade: 5, classNo: 2 });
    const late = await sessionOf(t.app, 'codepupil4', TEST_PASSWORD);
    expect((await post('/schome/service/member/classCode/join', late.headers, { code })).statusCode).toBe(
      404,
    );
    const badSignup = await t.app.inject({
      method: 'POST',
      url: '/schome/service/member/signup',
      payload: {
        role: '01',
        agreeUseCondition: 'Y',
        agreePersonalPrivacy: 'Y',
        id: 'codepupil5',
        password: TEST_PASSWORD,
        name: '코드학생',
        schKey: own,
        grade: 5,
        classNo: 2,
        classCode: code,
      },
    });
    expect(badSignup.statusCode).toBe(400);
    expect(badSignup.json().message).toBe(SIGNUP_MESSAGES.classCodeInvalid);
  });

  it("verifies a pending pupil who links the library card with the desk's code", async () => {
    // A card of 서울가락초's library no member has linked; the pupil signs up with its holder's name.
    const { rows } = await t.database.query(
      "select card_no, name from library.patron where lib_code = 'LIB7130102' and linked_member_key is null and grade is not null order by card_no desc limit 1",
    );
    const card = rows[0] as { card_no: string; name: string };
    await signUpPupil(t.app, 'cardpupil1', { schKey: own, grade: 1, classNo: 1 }, card.name);
    const pupil = await sessionOf(t.app, 'cardpupil1', TEST_PASSWORD);
    const linkCode = await linkCodeFor(t, card.card_no);
    const res = await post('/schome/service/member/dlsAuth', pupil.headers, { linkCode });
    expect(res.statusCode).toBe(200);
    const info = await get(
      `/schome/service/mypage/memberInfo?memberKey=${pupil.data.memberKey}`,
      pupil.headers,
    );
    expect(info.json().data).toMatchObject({ verifyStatus: 'verified' });
  });
});

describe('grade and class change only by approval (decision 221)', () => {
  it("turns a verified pupil's grade/class change into a request the class teacher approves", async () => {
    const pupil = await sessionOf(t.app, 'student5');
    const info = (memberKey: number) =>
      get(`/schome/service/mypage/memberInfo?memberKey=${memberKey}`, again.headers);
    const res = await post('/schome/service/mypage/memberInfo/update', pupil.headers, {
      name: '송민준',
      memGrade: 6,
      memClass: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.changeRequested,
      data: { memGrade: 5, memClass: 2, classChange: { grade: 6, classNo: 1 } },
    });
    const again = await sessionOf(t.app, 'student5');
    expect(again.data).toMatchObject({ memGrade: 5, memClass: 2 });

    const teacher = await sessionOf(t.app, 'teacher1');
    const item = (await get(`${base}/list`, teacher.headers))
      .json()
      .data.list.find(
        (i: { itemType: string; loginId: string }) =>
          i.itemType === 'classChange' && i.loginId === 'student5',
      );
    expect(item).toMatchObject({ grade: 6, classNo: 1, fromGrade: 5, fromClassNo: 2 });
    const approved = await post(`${base}/approve`, teacher.headers, {
      itemType: 'classChange',
      key: item.key,
    });
    expect(approved.json()).toMatchObject({ message: M.changeApproved, data: { status: 'approved' } });
    expect((await info(pupil.data.memberKey)).json().data).toMatchObject({
      memGrade: 6,
      memClass: 1,
      classChange: null,
    });
  });

  it('rolls the school year over once: every pupil up a grade, the top grade graduates', async () => {
    const teacher = await sessionOf(t.app, 'teacher1');
    expect((await post(`${base}/rollOver`, teacher.headers, {})).statusCode).toBe(403);
    const manager = await sessionOf(t.app, 'manager1');
    const count = async (grade: number) =>
      Number(
        (
          await t.database.query(
            `select count(*) n from portal.member where sch_key = ${own} and member_type_code = '01' and grade = ${grade}`,
          )
        ).rows[0]!.n,
      );
    const [fives, sixes] = [await count(5), await count(6)];
    const res = await post(`${base}/rollOver`, manager.headers, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ graduated: sixes });
    expect(await count(6)).toBe(fives);
    // Issue 40: the graduates' change of role is in the staff audit, as the manager's action.
    const audit = await t.database.query(
      `select a.target_key from portal.staff_audit a join portal.member m on m.member_key = a.actor_key
        where a.action = 'role.change' and m.login_id = 'manager1' and a.sch_key = ${own}`,
    );
    expect(audit.rows).toEqual([{ target_key: String(res.json().data.schoolYear) }]);
    expect((await post(`${base}/rollOver`, manager.headers, {})).statusCode).toBe(409);
  });
});

describe('reserved names (decision 222)', () => {
  it.each(['선생님', '김선생님', '선 생 님', '관리자a', '사서'])(
    'refuses %s at signup and in member info',
    async (name) => {
      const signup = await t.app.inject({
        method: 'POST',
        url: '/schome/service/member/signup',
        payload: {
          role: '04',
          agreeUseCondition: 'Y',
          agreePersonalPrivacy: 'Y',
          id: 'reserved1',
          password: TEST_PASSWORD,
          name,
        },
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.json().message).toBe(MEMBER_NAME_MESSAGES.reserved);
      const { headers } = await sessionOf(t.app, 'member1');
      const update = await post('/schome/service/mypage/memberInfo/update', headers, { name });
      expect(update.statusCode).toBe(400);
      expect(update.json().message).toBe(MEMBER_NAME_MESSAGES.reserved);
    },
  );
});
