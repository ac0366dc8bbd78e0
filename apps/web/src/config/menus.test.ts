import { DEFAULT_MENUS } from '@reading/contract/menus/default-menus';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './paths.ts';

describe('menu defaults of the contract', () => {
  const names = new Set<string>(ROUTES.map((r) => r.name));

  it('point every item at a route of the paths table', () => {
    const missing = DEFAULT_MENUS.flatMap((g) => g.items.map((i) => i.routeName)).filter(
      (n) => !names.has(n),
    );
    expect(missing).toEqual([]);
  });

  it('give the main site five groups, as spec 000 §2 says', () => {
    expect(DEFAULT_MENUS.filter((g) => g.site === 'main')).toHaveLength(5);
  });

  it('give teachers and managers five extra groups on school sites', () => {
    expect(DEFAULT_MENUS.filter((g) => g.site === 'school' && g.audience === 'staff')).toHaveLength(5);
  });

  it('use each menu id once', () => {
    const ids = DEFAULT_MENUS.flatMap((g) => g.items.map((i) => i.menuId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
