import type { MenuFlag } from '@reading/contract/menus/menu-list';
import { describe, expect, it } from 'vitest';
import { visibleMenus } from './menus.ts';

const flag = (menuId: string, useYN: 'Y' | 'N'): MenuFlag => ({ menuId, useYN });

describe('visibleMenus', () => {
  it('shows the five main-site groups by default', () => {
    const groups = visibleMenus({ site: 'main', isStaff: false, flags: undefined });
    expect(groups.map((g) => g.groupName)).toEqual([
      '도서검색',
      '추천도서',
      '독서활동 둘러보기',
      '취향별 도서찾기',
      '이용안내',
    ]);
  });

  it('gives teachers and managers the five staff groups on school sites, and students none of them', () => {
    const staff = visibleMenus({ site: 'school', isStaff: true, flags: undefined });
    const student = visibleMenus({ site: 'school', isStaff: false, flags: undefined });
    expect(staff.map((g) => g.groupCode)).toEqual([
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
      'T1',
      'T2',
      'T3',
      'T4',
      'T5',
    ]);
    expect(student.map((g) => g.groupCode)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
  });

  it("hides an item the server's flags switch off", () => {
    const groups = visibleMenus({
      site: 'main',
      isStaff: false,
      flags: [flag('m1-school', 'N')],
    });
    expect(groups[0]!.items.map((i) => i.menuId)).toEqual(['m1-total']);
  });

  it('hides a group whose every item the server switches off', () => {
    const groups = visibleMenus({ site: 'school', isStaff: true, flags: [flag('t4-share', 'N')] });
    expect(groups.map((g) => g.groupCode)).not.toContain('T4');
    expect(groups.map((g) => g.groupCode)).toContain('T5');
  });

  it("lets the server's flags switch a default-off item back on", () => {
    const groups = visibleMenus({ site: 'main', isStaff: false, flags: [] });
    expect(groups.flatMap((g) => g.items)).toHaveLength(27);
  });
});
