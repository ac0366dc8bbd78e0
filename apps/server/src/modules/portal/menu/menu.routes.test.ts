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
    await t.database.query(`update portal.menu set use_yn = 'N' where menu_id = 'm1-school'`);
    const res = await t.app.inject({ url: '/schome/service/main/menu/list' });
    const flag = res.json().data.list.find((f: Flag) => f.menuId === 'm1-school');
    expect(flag.useYN).toBe('N');
    await t.database.query(`update portal.menu set use_yn = 'Y' where menu_id = 'm1-school'`);
  });
});
