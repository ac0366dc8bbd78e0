import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
type Who = 'author' | 'sameStudent' | 'otherStudent' | 'teacher' | 'otherTeacher' | 'anon';
const headers = {} as Record<Who, Record<string, string>>;
const keys = {} as Record<string, number>;
let teacherKey = 0;
let ownActivity = 0;
let privateActivity = 0;
let foreignActivity = 0;

const call = (who: Who, url: string, payload?: unknown) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/schome/service${url}`,
    headers: headers[who],
    payload: payload as object,
  });

const build = async (privacyBoundCode: string, items: object[]) =>
  call('author', '/mypage/myPortfolio/save', {
    title: `포트폴리오 ${privacyBoundCode}`,
    intro: '한 학기 동안 읽고 쓴 기록입니다.',
    privacyBoundCode,
    items,
  });

beforeAll(async () => {
  const student1 = await loginAs(t.app, 'student1');
  const schKey = Number(student1.data.schKey);
  await t.database.query(`update portal.member set sch_key = ${schKey} where login_id = 'student2'`);
  headers.author = student1.headers;
  headers.sameStudent = (await loginAs(t.app, 'student2')).headers;
  headers.otherStudent = (await loginAs(t.app, 'student3')).headers;
  const teacher1 = await loginAs(t.app, 'teacher1');
  headers.teacher = teacher1.headers;
  teacherKey = teacher1.data.memberKey;
  headers.otherTeacher = (await loginAs(t.app, 'teacher4')).headers;
  headers.anon = {};
  const { rows } = await t.database.query(
    `select rea_act_key, member_key = ${student1.data.memberKey} as own, privacy_bound_code, status_code
       from portal.reading_activity where status_code <> '00' order by rea_act_key`,
  );
  const own = rows.filter((r) => r.own);
  ownActivity = Number(own.find((r) => r.privacy_bound_code !== '01')!.rea_act_key);
  privateActivity = Number(
    (own.find((r) => r.privacy_bound_code === '01') ?? own[own.length - 1])!.rea_act_key,
  );
  foreignActivity = Number(rows.find((r) => !r.own)!.rea_act_key);
  const items = [{ itemType: 'activity', refKey: ownActivity }];
  for (const code of ['01', '02', '03', '04', '05']) {
    const res = await build(code, items);
    expect(res.statusCode, res.body).toBe(200);
    keys[code] = res.json().data.portfolioKey;
  }
});

describe('portfolios: a portfolio holds only the author’s own items', () => {
  it('offers the author’s activities, loans and badges as sources', async () => {
    const res = await call('author', '/mypage/myPortfolio/sources');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as { itemType: string; refKey: number }[];
    expect(list.some((s) => s.itemType === 'activity' && s.refKey === ownActivity)).toBe(true);
    expect(list.some((s) => s.refKey === foreignActivity && s.itemType === 'activity')).toBe(false);
  });

  it('refuses another member’s activity, an unknown loan or an unearned badge (400, Korean)', async () => {
    for (const item of [
      { itemType: 'activity', refKey: foreignActivity },
      { itemType: 'loan', refKey: 2147483600 },
      { itemType: 'badge', refKey: 83 },
    ]) {
      const res = await build('02', [item]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('본인의 활동, 대출, 배지만 담을 수 있습니다.');
    }
    expect((await build('02', [])).statusCode).toBe(400);
  });

  it('lets only students build one, and only the author edit or delete it', async () => {
    const teacher = await call('teacher', '/mypage/myPortfolio/save', {
      title: '교사 포트폴리오',
      intro: '',
      privacyBoundCode: '02',
      items: [{ itemType: 'activity', refKey: ownActivity }],
    });
    expect(teacher.statusCode).toBe(403);
    const edit = await call('sameStudent', '/mypage/myPortfolio/save', {
      portfolioKey: keys['02'],
      title: '가로채기',
      intro: '',
      privacyBoundCode: '02',
      items: [{ itemType: 'activity', refKey: ownActivity }],
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await call('sameStudent', '/mypage/myPortfolio/delete', { portfolioKey: keys['02'] })).statusCode,
    ).toBe(404);
  });

  it('refuses banned words', async () => {
    const res = await call('author', '/mypage/myPortfolio/save', {
      title: '나쁜 병신',
      intro: '',
      privacyBoundCode: '02',
      items: [{ itemType: 'activity', refKey: ownActivity }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('병신은 사용할 수 없는 단어입니다.');
  });
});

describe('portfolios: visibility in the queries', () => {
  // Which viewers see a portfolio of each code (the author always; 05 nobody else).
  const matrix: Record<string, Who[]> = {
    '01': ['author', 'teacher'],
    '02': ['author', 'sameStudent', 'teacher'],
    '03': ['author', 'sameStudent', 'otherStudent', 'teacher', 'otherTeacher'],
    '04': ['author', 'sameStudent', 'otherStudent', 'teacher', 'otherTeacher', 'anon'],
    '05': ['author'],
  };
  const everyone: Who[] = ['author', 'sameStudent', 'otherStudent', 'teacher', 'otherTeacher', 'anon'];
  for (const [code, allowed] of Object.entries(matrix)) {
    it(`code ${code}: detail and list agree, with no leak`, async () => {
      for (const who of everyone) {
        const detail = await call(who, `/mypage/myPortfolio/detail?portfolioKey=${keys[code]}`);
        expect(detail.statusCode, `${who} detail ${code}`).toBe(allowed.includes(who) ? 200 : 404);
        const list = await call(who, '/portfolioMng/list?pageSize=100');
        const listed = (list.json().data.list as { portfolioKey: number }[]).some(
          (p) => p.portfolioKey === keys[code],
        );
        expect(listed, `${who} list ${code}`).toBe(allowed.includes(who));
      }
    });
  }

  it('shows an activity inside a portfolio only to those who may read that activity', async () => {
    const res = await build('04', [
      { itemType: 'activity', refKey: ownActivity },
      { itemType: 'activity', refKey: privateActivity },
    ]);
    const key = res.json().data.portfolioKey;
    const mine = (await call('author', `/mypage/myPortfolio/detail?portfolioKey=${key}`)).json().data;
    expect(mine.items).toHaveLength(2);
    const anon = (await call('anon', `/mypage/myPortfolio/detail?portfolioKey=${key}`)).json().data;
    const anonKeys = (anon.items as { refKey: number }[]).map((i) => i.refKey);
    const { rows } = await t.database.query(
      `select privacy_bound_code, status_code from portal.reading_activity where rea_act_key = ${privateActivity}`,
    );
    const publicToAnon =
      rows[0]!.status_code === '02' && ['04', '06'].includes(String(rows[0]!.privacy_bound_code));
    expect(anonKeys.includes(privateActivity)).toBe(publicToAnon);
  });
});

describe('portfolios: teachers of the same school review', () => {
  it('lists the school’s portfolios for its teacher only', async () => {
    const own = await call('teacher', `/portfolioMng/manageList?teacherMemberKey=${teacherKey}`);
    expect(own.statusCode).toBe(200);
    const listed = (own.json().data.list as { portfolioKey: number }[]).map((p) => p.portfolioKey);
    expect(listed).toContain(keys['01']);
    expect(listed).not.toContain(keys['05']);
    expect((await call('author', `/portfolioMng/manageList?teacherMemberKey=${teacherKey}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call('otherTeacher', `/portfolioMng/manageList?teacherMemberKey=${teacherKey}`)).statusCode,
    ).toBe(403);
  });

  it('accepts the same school’s teacher’s feedback; 403 for students and other schools’ teachers', async () => {
    const review = (who: Who, portfolioKey: number) =>
      call(who, '/portfolioMng/review', { portfolioKey, feedback: '읽은 책의 폭이 넓어졌네요. 잘했어요.' });
    expect((await review('author', keys['02']!)).statusCode).toBe(403);
    expect((await review('sameStudent', keys['02']!)).statusCode).toBe(403);
    expect((await review('otherTeacher', keys['02']!)).statusCode).toBe(403);
    expect((await review('anon', keys['02']!)).statusCode).toBe(401);
    expect((await review('teacher', 2147483600)).statusCode).toBe(404);
    expect((await review('teacher', keys['05']!)).statusCode).toBe(404);
    expect((await review('teacher', keys['02']!)).statusCode).toBe(200);
    const detail = (await call('author', `/mypage/myPortfolio/detail?portfolioKey=${keys['02']}`)).json()
      .data;
    expect(detail.feedback).toBe('읽은 책의 폭이 넓어졌네요. 잘했어요.');
    expect(detail.reviewedYn).toBe('Y');
  });
});
