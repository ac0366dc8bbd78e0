import { CLASS_MANAGE_MESSAGES as M } from '@reading/contract/teachersupport/class-manage';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_SCHOOL, schKeyOf } from '../../../../test/authorization/identities.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const BASE = '/schome/service/teachersupport/classManage';
const H: Record<string, Record<string, string>> = {};
const KEY: Record<string, number> = {};
let ownSchKey = 0;

async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: who ? H[who] : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

type Pupil = {
  name: string;
  cardNo: string | null;
  linkedYn: 'Y' | 'N';
  loanCount: number;
  overdueCount: number;
  activityCount: number;
  awaitingReviewCount: number;
};
const pupilsOf = async (who: string, grade: number, classNo: number) =>
  (await call(who, 'GET', `/students?grade=${grade}&classNo=${classNo}`)).body.data.list as Pupil[];
const classOf = async (who: string, grade: number, classNo: number) =>
  (
    (await call(who, 'GET', '/list')).body.data.list as {
      grade: number;
      classNo: number;
      homeroomYn: string;
      studentCount: number;
      loanCount: number;
      overdueStudentCount: number;
      monthActivityCount: number;
      awaitingReviewCount: number;
    }[]
  ).find((c) => c.grade === grade && c.classNo === classNo);

async function addActivity(loginId: string, privacyBoundCode: string, statusCode = '01') {
  await t.database.query(
    `insert into portal.reading_activity (member_key, title, sch_key, rea_act_code, book_title, content,
       privacy_bound_code, status_code, submitted_at)
     values (${KEY[loginId]}, '학급 관리 시험 활동', ${ownSchKey}, '02', '완득이', '<p>재미있었다.</p>',
       '${privacyBoundCode}', '${statusCode}', now())`,
  );
}

beforeAll(async () => {
  for (const id of ['teacher1', 'teacher2', 'teacher4', 'manager1', 'student1', 'student5', 'member1']) {
    const login = await loginAs(t.app, id);
    H[id] = login.headers;
    KEY[id] = login.data.memberKey;
  }
  ownSchKey = await schKeyOf(t, OWN_SCHOOL);
});

describe('who may use ClassManage', () => {
  const calls: ['GET' | 'POST', string, object?][] = [
    ['GET', '/list'],
    ['GET', '/students?grade=5&classNo=2'],
    ['POST', '/save', { grade: 5, classNo: 3, homeroomYn: 'N' }],
    ['POST', '/delete', { grade: 5, classNo: 2 }],
  ];
  it.each(calls)('answers 403 when a student calls %s %s', async (method, url, body) => {
    const res = await call('student1', method, url, body);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.forbidden);
  });
  it.each(calls)(
    'answers 403 to a general member and a teacher awaiting approval: %s %s',
    async (method, url, body) => {
      for (const who of ['member1', 'teacher2'])
        expect((await call(who, method, url, body)).status).toBe(403);
    },
  );
  it.each(calls)('answers 401 without a session: %s %s', async (method, url, body) => {
    expect((await call(null, method, url, body)).status).toBe(401);
  });
  it('answers 400 with a Korean message for a grade out of range', async () => {
    const res = await call('teacher1', 'POST', '/save', { grade: 7, classNo: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('학년은 1~6 사이의 숫자여야 합니다.');
  });
});

describe("a teacher's classes", () => {
  it('lists the demo classes with the homeroom first, and the classes the school has', async () => {
    const res = await call('teacher1', 'GET', '/list');
    expect(res.status).toBe(200);
    const list = res.body.data.list as { grade: number; classNo: number; homeroomYn: string }[];
    expect(list.map((c) => `${c.grade}-${c.classNo}${c.homeroomYn === 'Y' ? '*' : ''}`)).toEqual([
      '5-2*',
      '4-2',
      '5-1',
    ]);
    expect(res.body.data.schName).toContain('가락초');
    expect(res.body.data.schoolClasses).toContainEqual({ grade: 5, classNo: 2 });
    expect(res.body.data.monthStart).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it("shows each pupil's loans as the library's class status counts them", async () => {
    const pupils = await pupilsOf('teacher1', 5, 2);
    const study = await t.app.inject({
      method: 'GET',
      url: '/dls/api/study/list?grade=5&classNo=2&display=100',
      headers: H.teacher1,
    });
    const cards = study.json().data.list as { cardNo: string; loanCount: number; overdueCount: number }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const pupil = pupils.find((p) => p.cardNo === card.cardNo);
      expect(pupil).toMatchObject({ loanCount: card.loanCount, overdueCount: card.overdueCount });
    }
    // student5 has no card: a portal student of the class without one.
    expect(pupils.find((p) => p.name === '송민준')).toMatchObject({
      cardNo: null,
      linkedYn: 'N',
      loanCount: 0,
    });
    const summary = await classOf('teacher1', 5, 2);
    expect(summary?.studentCount).toBe(pupils.length);
    expect(summary?.loanCount).toBe(pupils.reduce((n, p) => n + p.loanCount, 0));
    expect(summary?.overdueStudentCount).toBe(pupils.filter((p) => p.overdueCount > 0).length);
  });

  it("counts a pupil's submitted activities, never a self-kept one or a draft", async () => {
    const before = (await pupilsOf('teacher1', 5, 2)).find((p) => p.name === '송민준')!;
    const classBefore = (await classOf('teacher1', 5, 2))!;
    await addActivity('student5', '05');
    await addActivity('student5', '02', '00');
    expect((await pupilsOf('teacher1', 5, 2)).find((p) => p.name === '송민준')).toEqual(before);
    await addActivity('student5', '02');
    const after = (await pupilsOf('teacher1', 5, 2)).find((p) => p.name === '송민준')!;
    expect(after.activityCount).toBe(before.activityCount + 1);
    expect(after.awaitingReviewCount).toBe(before.awaitingReviewCount + 1);
    const classAfter = (await classOf('teacher1', 5, 2))!;
    expect(classAfter.monthActivityCount).toBe(classBefore.monthActivityCount + 1);
    expect(classAfter.awaitingReviewCount).toBe(classBefore.awaitingReviewCount + 1);
  });

  it("shows a linked card once, with the member's activities on it", async () => {
    const before = await pupilsOf('teacher1', 5, 2);
    const card = before.find((p) => p.cardNo === '7130102000123')!;
    expect(card.linkedYn).toBe('N');
    await addActivity('student1', '02');
    await t.database.query(
      `update library.patron set linked_member_key = ${KEY.student1} where card_no = '7130102000123'`,
    );
    const after = await pupilsOf('teacher1', 5, 2);
    expect(after).toHaveLength(before.length - 1);
    const linked = after.filter((p) => p.name === '김하늘');
    expect(linked).toHaveLength(1);
    expect(linked[0]).toMatchObject({ cardNo: '7130102000123', linkedYn: 'Y', loanCount: card.loanCount });
    expect(linked[0]!.activityCount).toBeGreaterThanOrEqual(1);
  });
});

describe('adding and removing classes', () => {
  it('adds a class, moves the homeroom mark to it, and removes it', async () => {
    const saved = await call('manager1', 'POST', '/save', { grade: 3, classNo: 1, homeroomYn: 'Y' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(M.saved);
    await call('manager1', 'POST', '/save', { grade: 3, classNo: 2, homeroomYn: 'Y' });
    const list = (await call('manager1', 'GET', '/list')).body.data.list as {
      classNo: number;
      homeroomYn: string;
    }[];
    expect(list.map((c) => [c.classNo, c.homeroomYn])).toEqual([
      [2, 'Y'],
      [1, 'N'],
    ]);
    const removed = await call('manager1', 'POST', '/delete', { grade: 3, classNo: 1 });
    expect(removed.body.message).toBe(M.deleted);
    expect((await call('manager1', 'POST', '/delete', { grade: 3, classNo: 1 })).status).toBe(404);
  });

  it('keeps one homeroom when two saves race', async () => {
    const results = await Promise.all([
      call('manager1', 'POST', '/save', { grade: 6, classNo: 1, homeroomYn: 'Y' }),
      call('manager1', 'POST', '/save', { grade: 6, classNo: 2, homeroomYn: 'Y' }),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.status);
    const list = (await call('manager1', 'GET', '/list')).body.data.list as { homeroomYn: string }[];
    expect(list.filter((c) => c.homeroomYn === 'Y')).toHaveLength(1);
  });

  it('refuses an eleventh class with 409', async () => {
    const have = ((await call('manager1', 'GET', '/list')).body.data.list as unknown[]).length;
    for (let n = have; n < 10; n++)
      expect((await call('manager1', 'POST', '/save', { grade: 1, classNo: n + 1 })).status).toBe(200);
    const res = await call('manager1', 'POST', '/save', { grade: 2, classNo: 9 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.tooMany);
  });
});

describe('other schools', () => {
  it("answers 404 when a teacher asks for a class that is not theirs, and never shows another school's pupils", async () => {
    const res = await call('teacher4', 'GET', '/students?grade=5&classNo=2');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.notMine);
    expect((await call('teacher4', 'POST', '/save', { grade: 5, classNo: 2 })).status).toBe(200);
    const pupils = await pupilsOf('teacher4', 5, 2);
    for (const p of pupils) expect(p.cardNo ?? '').not.toMatch(/^7130102/);
    expect(pupils.map((p) => p.name)).not.toContain('김하늘');
    expect(pupils.map((p) => p.name)).not.toContain('송민준');
  });

  it("cannot remove another teacher's class", async () => {
    expect((await call('teacher4', 'POST', '/delete', { grade: 4, classNo: 2 })).status).toBe(404);
    expect(await classOf('teacher1', 4, 2)).toBeDefined();
  });
});
