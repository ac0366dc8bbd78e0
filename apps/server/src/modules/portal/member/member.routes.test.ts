import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs } from '../../../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let schKey: number;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.query(`select sch_key from portal.school where neis_code = '7130102'`);
  schKey = Number(rows[0]!.sch_key);
});
afterAll(async () => {
  await t.close();
});

const student = () => ({
  role: '01',
  agreeUseCondition: 'Y',
  agreePersonalPrivacy: 'Y',
  under14: 'Y',
  guardianAgree: 'Y',
  id: 'newstudent1',
  password: 'Reading#2026',
  name: '새학생',
  schKey,
  grade: 3,
  classNo: 2,
});

const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/schome/service/member/signup', payload });

describe('POST /schome/service/member/signup', () => {
  it('creates the SSO account and the member, who can then log in', async () => {
    const res = await signup(student());
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe('newstudent1');
    const login = await loginAs(t.app, 'newstudent1', 'Reading#2026');
    expect(login.res.statusCode).toBe(200);
    expect(login.data).toMatchObject({
      name: '새학생',
      memberTypeCode: '01',
      memGrade: 3,
      memClass: 2,
    });
    const { rows } = await t.database.query(
      `select password_hash from sso.account where login_id = 'newstudent1'`,
    );
    expect(String(rows[0]!.password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('answers 409 for an id that is taken', async () => {
    const res = await signup({ ...student(), id: 'student1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('이미 사용 중인 아이디입니다.');
  });

  it.each([
    [{ role: '03' }, 'role: 회원 유형을 선택해주세요.'],
    [{ agreeUseCondition: 'N' }, 'agreeUseCondition: 이용약관에 동의해주세요.'],
    [{ agreePersonalPrivacy: undefined }, 'agreePersonalPrivacy: 개인정보 수집·이용에 동의해주세요.'],
    [{ guardianAgree: 'N' }, 'guardianAgree: 만 14세 미만은 법정 대리인의 동의가 필요합니다.'],
    [{ id: 'Ab' }, 'id: 아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자여야 합니다.'],
    [{ password: 'short1!' }, 'password: 비밀번호는 8~64자로 영문, 숫자, 특수문자를 모두 포함해야 합니다.'],
    [{ password: 'newstudent2#x', id: 'newstudent2' }, 'password: 비밀번호에 아이디를 포함할 수 없습니다.'],
    [{ name: '김' }, 'name: 이름은 2~30자로 입력해주세요.'],
    [{ schKey: undefined }, 'schKey: 학교를 선택해주세요.'],
    [{ grade: undefined }, 'grade: 학년을 선택해주세요.'],
    [{ grade: 7 }, 'grade: 학년을 선택해주세요.'],
    [{ classNo: undefined }, 'classNo: 반을 입력해주세요.'],
  ])('answers 400 naming the field for %o', async (change, message) => {
    const res = await signup({ ...student(), id: 'another1', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 400 for a school that does not exist', async () => {
    const res = await signup({ ...student(), id: 'another2', schKey: 99999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('schKey: 선택한 학교를 찾을 수 없습니다.');
  });

  it('lets a general member sign up without a school', async () => {
    const res = await signup({
      role: '04',
      agreeUseCondition: 'Y',
      agreePersonalPrivacy: 'Y',
      id: 'generalone',
      password: 'Books&Tea99',
      name: '일반회원',
    });
    expect(res.statusCode).toBe(200);
  });

  it('never echoes the password', async () => {
    const res = await signup({ ...student(), id: 'another3', name: '김' });
    expect(res.body).not.toContain('Reading#2026');
  });
});

describe('GET /schome/service/member/checkId', () => {
  it('answers available for a free, well-formed id and not for a taken or malformed one', async () => {
    const ask = async (id: string) =>
      (await t.app.inject({ url: `/schome/service/member/checkId?id=${id}` })).json().data.available;
    expect(await ask('freshname9')).toBe(true);
    expect(await ask('student1')).toBe(false);
    expect(await ask('newbie1')).toBe(false);
    expect(await ask('1abc')).toBe(false);
  });
});

describe('GET /schome/service/member/school/list', () => {
  it('finds schools by name within a region', async () => {
    const res = await t.app.inject({
      url: `/schome/service/member/school/list?keyword=${encodeURIComponent('가락초')}&provCode=B10`,
    });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.list.map((s: { name: string }) => s.name);
    expect(names).toContain('서울가락초등학교');
    expect(res.json().data.list.every((s: { provCode: string }) => s.provCode === 'B10')).toBe(true);
  });

  it('answers 400 for a one-letter keyword', async () => {
    const res = await t.app.inject({ url: `/schome/service/member/school/list?keyword=a` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('keyword: 학교 이름을 2자 이상 입력해주세요.');
  });
});
