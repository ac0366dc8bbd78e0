import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { DEMO_MEMBERS } from '../../../db/seed/demo-members.ts';
import { koreaDate } from '../../../lib/clock.ts';

const t = useTestApp();
const h: Record<string, Record<string, string>> = { anon: {} };
const keys: Record<string, number> = {};
let schoolKey = 0;
/** The demo pupils' full names: none may reach a viewer the rule says no to (decision 230). */
const PUPILS = DEMO_MEMBERS.filter((m) => m.memberTypeCode === MEMBER_TYPES.student).map((m) => m.name);
const ACTIVITIES = '/schome/service/readingActivitesMng/readingActivites';
const MARATHON = '/schome/service/readingActivitesJoin/readingMarathon';

async function get(who: string, url: string) {
  const res = await t.app.inject({ url, headers: h[who] });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, data: res.json().data };
}
const fullNamesIn = (text: string) => PUPILS.filter((name) => text.includes(name));

beforeAll(async () => {
  for (const id of ['student1', 'student5', 'teacher1', 'teacher4']) {
    const login = await loginAs(t.app, id);
    h[id] = login.headers;
    keys[id] = login.data.memberKey;
    if (id === 'teacher1') schoolKey = Number(login.data.schKey);
  }
});

describe('pupils’ names in lists, by the one masking rule (issue 33)', () => {
  it('gives anonymous visitors the recommended and school activities with masked names and no memberKey', async () => {
    for (const url of [
      `${ACTIVITIES}/recommendList?pageSize=50`,
      `${ACTIVITIES}/schoolList?schKey=${schoolKey}&pageSize=50`,
    ]) {
      const { text, data } = await get('anon', url);
      expect(fullNamesIn(text), url).toEqual([]);
      for (const item of data.list) {
        expect(item.memberKey).toBeNull();
        expect(item.mineYn).toBe('N');
        expect(item.memberName).toMatch(/\*/);
      }
    }
    const recommended = (await get('anon', `${ACTIVITIES}/recommendList?pageSize=50`)).data.list;
    expect(recommended.length).toBeGreaterThan(0);
  });

  it('shows the school’s teacher and the writer the full name, another school’s teacher the masked one', async () => {
    const mine = (await get('student1', `${ACTIVITIES}/recommendList?pageSize=50`)).data.list.filter(
      (i: { mineYn: string }) => i.mineYn === 'Y',
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ memberName: '김하늘', memberKey: keys.student1 });
    const byTeacher = (await get('teacher1', `${ACTIVITIES}/recommendList?pageSize=50`)).data.list;
    expect(JSON.stringify(byTeacher)).toContain('김하늘');
    const byOther = await get('teacher4', `${ACTIVITIES}/recommendList?pageSize=50`);
    expect(fullNamesIn(byOther.text).filter((n) => n !== '오하린')).toEqual([]);
  });

  it('masks a classmate’s portfolio owner (홍*동) and keeps it whole for the school’s teacher', async () => {
    const classmate = await get('student5', '/schome/service/portfolioMng/list?pageSize=50');
    expect(classmate.data.list.length).toBeGreaterThan(0);
    expect(fullNamesIn(classmate.text).filter((n) => n !== '송민준')).toEqual([]);
    expect(classmate.data.list[0]).toMatchObject({ memberName: '김*늘', memberKey: null, mineYn: 'N' });
    const teacher = await get('teacher1', '/schome/service/portfolioMng/list?pageSize=50');
    expect(teacher.data.list[0]).toMatchObject({ memberName: '김하늘', memberKey: keys.student1 });
  });

  it('masks a pupil who made a nationwide marathon in the recommended list; maskingYN N unmasks nothing', async () => {
    const day = (offset: number) => koreaDate(new Date(Date.now() + offset * 86_400_000));
    const saved = await t.app.inject({
      method: 'POST',
      url: `${MARATHON}/save`,
      headers: h.student1,
      payload: {
        name: '전국 친구들과 책 세 권',
        summary: '누구나 함께 읽어요.',
        targetGrade: 0,
        startDate: day(0),
        endDate: day(30),
        keyword: '함께',
        readingMarathonTypeCode: '02',
        goalUnitCode: '01',
        goalCount: 3,
        privacyBoundCode: '04', // nationwide (spec 000 §3, decision 236)
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const key = saved.json().data.readingMarathonKey;
    const find = async (who: string, query = '') =>
      (await get(who, `${MARATHON}/recommendList?pageSize=20${query}`)).data.list.find(
        (m: { readingMarathonKey: number }) => m.readingMarathonKey === key,
      );
    expect(await find('anon', '&maskingYN=N')).toMatchObject({ makerName: '김*늘', makerKey: null });
    expect(await find('teacher4')).toMatchObject({ makerName: '김*늘', makerKey: null, myMakeYN: 'N' });
    expect(await find('student1')).toMatchObject({
      makerName: '김하늘',
      makerKey: keys.student1,
      myMakeYN: 'Y',
    });
    // A teacher maker is shown by name, unless the call asks for more masking.
    const teachers = (await get('anon', `${MARATHON}/recommendList?pageSize=20`)).data.list;
    expect(JSON.stringify(teachers)).toContain('정민아');
    const masked = (await get('anon', `${MARATHON}/recommendList?pageSize=20&maskingYN=Y`)).text;
    expect(masked).not.toContain('정민아');
    const bad = await t.app.inject({ url: `${MARATHON}/recommendList?maskingYN=X` });
    expect(bad.statusCode).toBe(400);
  });
});
