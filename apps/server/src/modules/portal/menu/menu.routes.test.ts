import { DEFAULT_MENUS } from '@reading/contract/menus/default-menus';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

type Flag = { menuId: string; useYN: string };

describe('GET /schome/service/main/menu/list', () => {
  it("lists every menu item's use flag, and only what the client reads (id and flag)", async () => {
    const res = await t.app.inject({ url: '/schome/service/main/menu/list' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.totalCount).toBe(data.list.length);
    const defaults = DEFAULT_MENUS.flatMap((g) => g.items.map((item) => item.menuId));
    expect(data.list.map((f: Flag) => f.menuId).sort()).toEqual([...new Set(defaults)].sort());
    for (const f of data.list) expect(Object.keys(f)).toEqual(['menuId', 'useYN']);
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
