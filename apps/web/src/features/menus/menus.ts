import { DEFAULT_MENUS, type MenuGroupDefault } from '@reading/contract/menus/default-menus';
import type { MenuFlag } from '@reading/contract/menus/menu-list';
import type { RouteName } from '../../config/paths.ts';
import { ko } from '../../messages/ko.ts';

/** `menuName` is the entry's name as the statistics record it (Korean); `label` as the reader sees it. */
export type MenuItem = { menuId: string; menuName: string; label: string; routeName: RouteName };
export type MenuGroup = { groupCode: string; groupName: string; items: MenuItem[] };

/**
 * The menu a visitor sees (spec 000 §2 Menus): the main site's five groups, or on a school site the
 * shared groups plus, for teachers and managers, the staff groups. Defaults first; the server's flags
 * override each item's use flag; a group with no enabled item is hidden.
 */
export function visibleMenus(options: {
  site: 'main' | 'school';
  isStaff: boolean;
  flags: readonly MenuFlag[] | undefined;
}): MenuGroup[] {
  const flagById = new Map((options.flags ?? []).map((f) => [f.menuId, f.useYN]));
  const audienceFits = (g: MenuGroupDefault) =>
    g.audience === 'all' || (g.audience === 'staff' ? options.isStaff : !options.isStaff);
  return DEFAULT_MENUS.filter((g) => g.site === options.site && audienceFits(g))
    .map((g) => ({
      groupCode: g.groupCode,
      groupName: ko.menu.groupNames[g.groupCode] ?? g.groupName,
      items: g.items
        .filter((item) => (flagById.get(item.menuId) ?? item.useYN) === 'Y')
        .map((item) => ({
          menuId: item.menuId,
          menuName: item.menuName,
          label: ko.menu.names[item.menuId] ?? item.menuName,
          routeName: item.routeName as RouteName,
        })),
    }))
    .filter((g) => g.items.length > 0);
}
