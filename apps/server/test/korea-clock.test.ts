import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, koreaDate, koreaDayStart } from '../src/lib/clock.ts';
import { checkout, freeCopies, newPatron } from './library-test-helpers.ts';
import { loginAs, useTestApp } from './test-app.ts';

/**
 * Decision 235: the server has one clock, in Korea time. At 05:00 in Korea it is still yesterday in UTC
 * (20:00); whatever is written then carries today's Korea date: a comment, a reading report, a loan
 * (through the desk's check-out) and its hold.
 */
const t = useTestApp();
const today = koreaDate(new Date());
/** 05:00 today in Korea: 20:00 UTC the day before. */
const fiveInTheMorning = new Date(koreaDayStart(today).getTime() + 5 * 3_600_000);
let realNow: () => Date;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  realNow = t.app.clock.now;
  t.app.clock.now = () => fiveInTheMorning;
  headers.student1 = (await loginAs(t.app, 'student1')).headers;
  headers.manager1 = (await loginAs(t.app, 'manager1')).headers;
  t.app.comments.register('koreaClockTest', {
    async access() {
      return {
        canRead: true,
        canWrite: true,
        canModerate: false,
        masking: false,
        sides: [],
        sideRequired: false,
      };
    },
  });
});

afterAll(() => {
  t.app.clock.now = realNow;
});

/** The instant as it left the server: the same moment, dated with Korea's day. */
function expectKoreaToday(value: string) {
  expect(Date.parse(value)).toBe(fiveInTheMorning.getTime());
  expect(value.slice(0, 10)).toBe(today);
}

describe('the one clock at 05:00 in Korea (20:00 UTC the day before)', () => {
  it('is today in Korea for the whole server, and yesterday in UTC', () => {
    expect(t.app.clock.today()).toBe(today);
    expect(t.app.library.today()).toBe(today);
    expect(fiveInTheMorning.getUTCDate()).toBe(Number(addDays(today, -1).slice(8)));
  });

  it('dates a new comment today', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/schome/service/comment/write',
      headers: headers.student1,
      payload: { targetType: 'koreaClockTest', targetKey: 5, content: '새벽에 읽은 책 이야기' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectKoreaToday(res.json().data.regDate);
    const list = await t.app.inject({
      url: '/schome/service/comment/list?targetType=koreaClockTest&targetKey=5',
      headers: headers.student1,
    });
    expectKoreaToday(list.json().data.list[0].regDate);
  });

  it('dates a new reading report today, in the author’s list and its detail', async () => {
    const { rows } = await t.database.query('select book_key from search.book order by book_key limit 1');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/schome/service/readingActivitesMng/readingActivites/save',
      headers: headers.student1,
      payload: {
        reaActCode: '02',
        bookKey: Number(rows[0]!.book_key),
        title: '새벽의 감상문',
        content: '<p>해가 뜨기 전에 다 읽었다. 주인공의 용기가 인상 깊었다.</p>',
        privacyBoundCode: '02',
        submit: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reaActKey = saved.json().data.reaActKey;
    const detail = await t.app.inject({
      url: `/schome/service/readingActivitesMng/readingActivites/detail?reaActKey=${reaActKey}`,
      headers: headers.student1,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expectKoreaToday(detail.json().data.regDate);
  });

  it('lends at the desk today, and dates the hold a member places then today', async () => {
    const borrower = await newPatron(t);
    const holder = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    const lent = await checkout(t, headers.manager1!, borrower.cardNo, copy!.regNo);
    expect(lent.statusCode, lent.body).toBe(200);
    const loans = await t.app.inject({ url: '/dls/api/loan/list?display=100', headers: borrower.dls });
    const loan = loans.json().data.list.find((l: { regNo: string }) => l.regNo === copy!.regNo);
    expect(loan.loanDate).toBe(today);
    const held = await t.app.inject({
      method: 'POST',
      url: '/dls/api/reservation/request',
      headers: holder.dls,
      payload: { bookKey: copy!.bookKey },
    });
    expect(held.statusCode, held.body).toBe(200);
    expectKoreaToday(held.json().data.reservedAt);
  });
});
