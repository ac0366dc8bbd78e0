import { LESSON_MESSAGES as M } from '@reading/contract/teachersupport/lesson-apply';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appointManager,
  OTHER_SCHOOL,
  schKeyOf,
  signUpTeacher,
  TEST_PASSWORD,
} from '../../../../test/authorization/identities.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { DEMO_READING_ROOM, weekdayFrom } from '../../../db/seed/portal-teachersupport.ts';

const t = useTestApp();
const BASE = '/schome/service/teachersupport/libPracticeLessionApply';
const H: Record<string, Record<string, string>> = {};
let teacher1Key = 0;

async function call(who: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: who ? H[who] : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

const now = new Date();
let slot5 = 0; // 열람실 5교시 of 서울가락초
let slot6 = 0;
let seminar2 = 0;
const form = (lessonDate: string, over: object = {}) => ({
  slotKey: slot5,
  lessonDate,
  grade: 3,
  classNo: 1,
  subject: '국어',
  studentCount: 25,
  purpose: '그림책 함께 읽기와 독후 활동',
  books: '강아지똥 25권',
  ...over,
});

beforeAll(async () => {
  for (const id of ['teacher1', 'teacher2', 'teacher4', 'manager1', 'student1', 'member1']) {
    const login = await loginAs(t.app, id);
    H[id] = login.headers;
    if (id === 'teacher1') teacher1Key = login.data.memberKey;
  }
  const schKey = await schKeyOf(t, '7130102');
  await signUpTeacher(t.app, 'lessonteacher9', schKey, '김하늘');
  await t.database.query(
    `update portal.member set verify_status = 'verified' where login_id = 'lessonteacher9'`,
  );
  H.teacher9 = (await loginAs(t.app, 'lessonteacher9', TEST_PASSWORD)).headers;
  await appointManager(t, 'lessonmanager8', OTHER_SCHOOL);
  H.otherManager = (await loginAs(t.app, 'lessonmanager8', TEST_PASSWORD)).headers;
  const cal = await call(
    'teacher1',
    'GET',
    `/calendar?from=${weekdayFrom(now, 1)}&to=${weekdayFrom(now, 20)}`,
  );
  const slots = cal.body.data.slots as { slotKey: number; roomName: string; periodNo: number }[];
  slot5 = slots.find((s) => s.roomName === DEMO_READING_ROOM && s.periodNo === 5)!.slotKey;
  slot6 = slots.find((s) => s.roomName === DEMO_READING_ROOM && s.periodNo === 6)!.slotKey;
  seminar2 = slots.find((s) => s.roomName !== DEMO_READING_ROOM && s.periodNo === 2)!.slotKey;
});

describe('no double booking', () => {
  it('two teachers booking the same slot at once: exactly one wins, the other gets 409', async () => {
    const day = weekdayFrom(now, 10);
    const [a, b] = await Promise.all([
      call('teacher1', 'POST', '/apply', form(day)),
      call('teacher9', 'POST', '/apply', form(day, { subject: '수학' })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toBe(M.slotTaken);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.lesson_apply where slot_key = ${slot5} and lesson_date = '${day}'`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('the database itself refuses a second holding application of a slot on a day', async () => {
    const day = weekdayFrom(now, 12);
    const insert = `insert into portal.lesson_apply (sch_key, slot_key, lesson_date, teacher_name, grade, class_no,
      subject, student_count, purpose, status_code) select sch_key, slot_key, '${day}', '가', 1, 1, '국어', 10, '목적', '01'
      from portal.lesson_slot where slot_key = ${slot6}`;
    await t.database.query(insert);
    await expect(t.database.query(insert.replace("'01'", "'03'"))).rejects.toThrow();
    // A refused or cancelled application holds nothing.
    await t.database.query(insert.replace("'01'", "'05'"));
  });
});

describe('the state machine of an application', () => {
  it('applied → modified → approved; decided once; the teacher is notified', async () => {
    const applied = await call('teacher1', 'POST', '/apply', form(weekdayFrom(now, 11)));
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ statusCode: '01', statusName: '신청', mineYn: 'Y' });
    const key = applied.body.data.applyKey;
    const modified = await call('teacher1', 'POST', '/modify', {
      ...form(weekdayFrom(now, 11), { grade: 4 }),
      applyKey: key,
    });
    expect(modified.body.data).toMatchObject({ grade: 4, statusCode: '01' });
    expect(
      (await call('manager1', 'GET', '/list?statusCode=01')).body.data.list.some(
        (a: { applyKey: number }) => a.applyKey === key,
      ),
    ).toBe(true);
    const approved = await call('manager1', 'POST', '/approve', { applyKey: key });
    expect(approved.status).toBe(200);
    expect(approved.body.data.statusCode).toBe('03');
    expect((await call('manager1', 'POST', '/approve', { applyKey: key })).status).toBe(409);
    expect((await call('manager1', 'POST', '/refuse', { applyKey: key, reason: '중복' })).status).toBe(409);
    const modifyLate = await call('teacher1', 'POST', '/modify', {
      ...form(weekdayFrom(now, 11)),
      applyKey: key,
    });
    expect(modifyLate).toMatchObject({ status: 409, body: { message: M.wrongState } });
    const notes = await t.app.inject({
      url: `/schome/service/mypage/messageMng/systemNotifications/list?memberKey=${teacher1Key}`,
      headers: H.teacher1,
    });
    const titles = (notes.json().data.list as { kind: string; title: string }[]).filter(
      (n) => n.kind === 'classApplication',
    );
    expect(titles.some((n) => n.title.startsWith('도서관 수업 신청이 승인되었습니다.'))).toBe(true);
    // The calendar shows the slot taken, to another teacher without the class.
    const day = weekdayFrom(now, 11);
    const cal = await call('teacher9', 'GET', `/calendar?from=${day}&to=${day}`);
    expect(cal.body.data.bookings).toContainEqual(
      expect.objectContaining({
        slotKey: slot5,
        lessonDate: day,
        statusCode: '03',
        label: '예약됨',
        applyKey: null,
      }),
    );
    // Cancelling an approved lesson frees the slot.
    expect((await call('teacher1', 'POST', '/cancel', { applyKey: key })).body.data.statusCode).toBe('05');
    expect((await call('teacher1', 'POST', '/cancel', { applyKey: key })).status).toBe(409);
    expect((await call('teacher9', 'POST', '/apply', form(day))).status).toBe(200);
  });

  it('proposed → accepted by the teacher; refused needs a reason and frees the slot', async () => {
    const day = weekdayFrom(now, 13);
    const key = (await call('teacher9', 'POST', '/apply', form(day, { studentCount: 12 }))).body.data
      .applyKey;
    // The seminar room runs Monday, Wednesday, Friday: find such a day.
    let other = '';
    for (let n = 14; !other; n++) {
      const d = weekdayFrom(now, n);
      if ([1, 3, 5].includes(new Date(`${d}T00:00:00Z`).getUTCDay())) other = d;
    }
    expect((await call('teacher1', 'POST', '/accept', { applyKey: key })).status).toBe(403);
    const proposed = await call('manager1', 'POST', '/propose', {
      applyKey: key,
      slotKey: seminar2,
      lessonDate: other,
      message: '세미나실이 비어 있습니다.',
    });
    expect(proposed.body.data).toMatchObject({ statusCode: '02', slotKey: seminar2, lessonDate: other });
    // The proposal moved the hold: the original slot is free again.
    const taker = await call('teacher1', 'POST', '/apply', form(day));
    expect(taker.status).toBe(200);
    expect((await call('manager1', 'POST', '/approve', { applyKey: key })).status).toBe(409);
    expect((await call('teacher9', 'POST', '/accept', { applyKey: key })).body.data.statusCode).toBe('03');

    const refuseKey = taker.body.data.applyKey;
    const noReason = await call('manager1', 'POST', '/refuse', { applyKey: refuseKey, reason: ' ' });
    expect(noReason.status).toBe(400);
    const refused = await call('manager1', 'POST', '/refuse', {
      applyKey: refuseKey,
      reason: '학년 행사와 겹칩니다.',
    });
    expect(refused.body.data).toMatchObject({ statusCode: '04', managerMessage: '학년 행사와 겹칩니다.' });
    expect((await call('teacher1', 'POST', '/cancel', { applyKey: refuseKey })).status).toBe(409);
    expect((await call('teacher9', 'POST', '/apply', form(day, { slotKey: slot5 }))).status).toBe(200);
  });

  it('refuses closed days, weekends, past days, too many students and banned words with Korean messages', async () => {
    const closed = weekdayFrom(now, 7);
    expect(await call('teacher1', 'POST', '/apply', form(closed))).toMatchObject({
      status: 400,
      body: { message: M.closedDay },
    });
    let saturday = '';
    for (let n = 1; !saturday; n++) {
      const d = new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10);
      if (new Date(`${d}T00:00:00Z`).getUTCDay() === 6) saturday = d;
    }
    expect((await call('teacher1', 'POST', '/apply', form(saturday))).body.message).toBe(M.notOnWeekday);
    expect((await call('teacher1', 'POST', '/apply', form(weekdayFrom(now, -2)))).body.message).toBe(
      M.pastDay,
    );
    expect(
      (await call('teacher1', 'POST', '/apply', form(weekdayFrom(now, 15), { studentCount: 45 }))).body
        .message,
    ).toBe(M.overCapacity);
    const banned = await call(
      'teacher1',
      'POST',
      '/apply',
      form(weekdayFrom(now, 15), { purpose: '병신 같은 수업' }),
    );
    expect(banned.status).toBe(400);
    expect(banned.body.message).toContain('사용할 수 없는 단어입니다.');
    expect((await call('teacher1', 'POST', '/apply', form('2026-02-30'))).status).toBe(400);
  });
});

describe('who may call', () => {
  it('a student, a general member and a pending teacher get 403 on every teacher-support call', async () => {
    const calls: [string, 'GET' | 'POST', string, object?][] = [
      ['list', 'GET', '/list'],
      ['detail', 'GET', '/detail?applyKey=1'],
      ['calendar', 'GET', `/calendar?from=${weekdayFrom(now, 1)}&to=${weekdayFrom(now, 5)}`],
      ['apply', 'POST', '/apply', form(weekdayFrom(now, 16))],
      ['modify', 'POST', '/modify', { ...form(weekdayFrom(now, 16)), applyKey: 1 }],
      ['cancel', 'POST', '/cancel', { applyKey: 1 }],
      ['accept', 'POST', '/accept', { applyKey: 1 }],
      ['approve', 'POST', '/approve', { applyKey: 1 }],
      ['propose', 'POST', '/propose', { applyKey: 1, slotKey: slot5, lessonDate: weekdayFrom(now, 16) }],
      ['refuse', 'POST', '/refuse', { applyKey: 1, reason: '사유' }],
      [
        'slot/save',
        'POST',
        '/slot/save',
        {
          roomName: '열람실',
          periodNo: 7,
          startTime: '14:40',
          endTime: '15:20',
          capacity: 30,
          weekdays: [1],
        },
      ],
      [
        'closedDay/save',
        'POST',
        '/closedDay/save',
        { closedDate: weekdayFrom(now, 30), reason: '개교기념일' },
      ],
      ['closedDay/delete', 'POST', '/closedDay/delete', { closedDate: weekdayFrom(now, 30) }],
    ];
    for (const who of ['student1', 'member1', 'teacher2'])
      for (const [name, method, url, body] of calls)
        expect({ who, name, status: (await call(who, method, url, body)).status }).toEqual({
          who,
          name,
          status: 403,
        });
    expect((await call(null, 'GET', '/list')).status).toBe(401);
  });

  it("another school's teacher and manager cannot see or decide this school's application (403)", async () => {
    const key = (await call('teacher1', 'POST', '/apply', form(weekdayFrom(now, 17)))).body.data.applyKey;
    for (const who of ['teacher4', 'otherManager']) {
      expect((await call(who, 'GET', `/detail?applyKey=${key}`)).status).toBe(403);
      expect((await call(who, 'POST', '/approve', { applyKey: key })).status).toBe(403);
    }
    expect((await call('otherManager', 'POST', '/refuse', { applyKey: key, reason: '타교' })).status).toBe(
      403,
    );
    // Another school's calendar is its own: teacher4 sees none of 서울가락초's bookings or slots.
    const day = weekdayFrom(now, 17);
    const cal = await call('teacher4', 'GET', `/calendar?from=${day}&to=${day}`);
    expect(cal.body.data.slots.some((s: { slotKey: number }) => s.slotKey === slot5)).toBe(false);
    expect(cal.body.data.bookings).toEqual([]);
    // Another school's slot cannot be booked.
    expect((await call('teacher4', 'POST', '/apply', form(day))).status).toBe(404);
    // A teacher of the school cannot decide, nor see a colleague's application.
    expect((await call('teacher9', 'POST', '/approve', { applyKey: key })).status).toBe(403);
    expect((await call('teacher9', 'GET', `/detail?applyKey=${key}`)).status).toBe(403);
    expect((await call('teacher9', 'POST', '/cancel', { applyKey: key })).status).toBe(403);
  });

  it('the manager publishes slots and closed days', async () => {
    const saved = await call('manager1', 'POST', '/slot/save', {
      roomName: '도서관 열람실',
      periodNo: 7,
      startTime: '14:40',
      endTime: '15:20',
      capacity: 30,
      weekdays: [2, 4],
    });
    expect(saved.body.data).toMatchObject({ periodNo: 7, weekdays: [2, 4], useYn: 'Y' });
    const day = weekdayFrom(now, 30);
    expect(
      (await call('manager1', 'POST', '/closedDay/save', { closedDate: day, reason: '개교기념일' })).status,
    ).toBe(200);
    expect(
      (await call('manager1', 'POST', '/closedDay/save', { closedDate: day, reason: '개교기념일' })).status,
    ).toBe(409);
    const cal = await call('teacher1', 'GET', `/calendar?from=${day}&to=${day}`);
    expect(cal.body.data.closedDays).toEqual([{ closedDate: day, reason: '개교기념일' }]);
    expect((await call('manager1', 'POST', '/closedDay/delete', { closedDate: day })).status).toBe(200);
    expect(
      (
        await call('teacher1', 'POST', '/slot/save', {
          roomName: 'x',
          periodNo: 8,
          startTime: '15:00',
          endTime: '15:40',
          capacity: 1,
          weekdays: [1],
        })
      ).status,
    ).toBe(403);
  });
});
