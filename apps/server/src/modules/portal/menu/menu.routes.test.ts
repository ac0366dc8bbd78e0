import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

type Flag = { menuId: string; useYN: string; groupCode: string; site: string };

describe('GET /schome/service/main/menu/list', () => {
  it('lists every seeded menu item with its use flag', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/menu/list' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.totalCount).toBe(data.list.length);
    expect(data.list.filter((f: Flag) => f.site === 'main' && f.groupCode === 'M1')).toHaveLength(2);
    expect(data.list.every((f: Flag) => f.useYN === 'Y')).toBe(true);
  });

  it('reports an item switched off by a manager as useYN N', async () => {
    // No API writes menus: an operator's SQL tells every process with NOTIFY (decision 160).
    const setUse = async (yn: string) => {
      await t.database.query(`update portal.menu set use_yn = '${yn}' where menu_id = 'm1-school'`);
      await t.database.query(`select pg_notify('read_cache', 'menus')`);
    };
    const flag = async () => {
      const res = await t.app.inject({ url: '/schome/service/main/menu/list' });
      return res.json().data.list.find((f: Flag) => f.menuId === 'm1-school').useYN;
    };
    expect(await flag()).toBe('Y');
    await setUse('N');
    await expect.poll(flag).toBe('N');
    await setUse('Y');
    await expect.poll(flag).toBe('Y');
  });
});
