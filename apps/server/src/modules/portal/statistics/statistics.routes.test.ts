import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { koreaDate } from '../../../lib/clock.ts';

const t = useTestApp();

async function schKeyOf(neisCode: string): Promise<number> {
  const { rows } = await t.database.query(
    `select sch_key from portal.school where neis_code = '${neisCode}'`,
  );
  return Number(rows[0]!.sch_key);
}

describe('GET /schome/service/statistics/menu', () => {
  it("stores a school's menu click in the statistics table and counts repeats on the same day", async () => {
    const schKey = await schKeyOf('7130102');
    const url = `/schome/service/statistics/menu?schKey=${schKey}&menuName=${encodeURIComponent('독서퀴즈')}&type=01`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.clickCount).toBe(1);
    const second = await t.app.inject({ url });
    expect(second.json().data.clickCount).toBe(2);
    const { rows } = await t.database.query(
      `select click_count, stat_date::text as d from portal.menu_click_stat where sch_key = ${schKey} and menu_name = '독서퀴즈'`,
    );
    expect(rows).toEqual([{ click_count: 2, d: second.json().data.statDate }]);
  });

  it('keeps main-site clicks (no schKey) in one row per day', async () => {
    const url = `/schome/service/statistics/menu?menuName=${encodeURIComponent('통합검색')}&type=01`;
    await t.app.inject({ url });
    await t.app.inject({ url });
    const { rows } = await t.database.query(
      `select click_count from portal.menu_click_stat where sch_key is null and menu_name = '통합검색'`,
    );
    expect(rows).toEqual([{ click_count: 2 }]);
  });

  it('answers 400 naming menuName when it is missing', async () => {
    const res = await t.app.inject({ url: '/schome/service/statistics/menu?type=01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('menuName: 메뉴 이름이 필요합니다.');
  });

  it('answers 400 naming type when it is not 01', async () => {
    const res = await t.app.inject({ url: '/schome/service/statistics/menu?menuName=a&type=02' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('type: 01이어야 합니다.');
  });

  it('answers 404 for a school that does not exist', async () => {
    const res = await t.app.inject({
      url: '/schome/service/statistics/menu?schKey=987654&menuName=a&type=01',
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts the day in Korean time', () => {
    expect(koreaDate(new Date('2026-03-01T15:30:00Z'))).toBe('2026-03-02');
    expect(koreaDate(new Date('2026-03-01T14:59:00Z'))).toBe('2026-03-01');
  });
});
