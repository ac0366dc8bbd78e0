import type { MenuFlag } from '@reading/contract/menus/menu-list';
import type { MenuRepository } from './menu.repository.ts';

const SITES = new Set(['main', 'school']);
const AUDIENCES = new Set(['all', 'student', 'staff']);

export function createMenuService(repository: MenuRepository) {
  return {
    /** Every menu item with its use flag, in group and item order (spec 000 §2 Menus). */
    async listMenuFlags(): Promise<MenuFlag[]> {
      const rows = await repository.listMenus();
      return rows
        .filter((r) => SITES.has(r.site) && AUDIENCES.has(r.audience))
        .map((r) => ({
          menuId: r.menuId,
          groupCode: r.groupCode,
          groupName: r.groupName,
          menuName: r.menuName,
          routeName: r.routeName,
          site: r.site as MenuFlag['site'],
          audience: r.audience as MenuFlag['audience'],
          groupOrder: r.groupOrder,
          sortOrder: r.sortOrder,
          useYN: r.useYn === 'N' ? 'N' : 'Y',
        }));
    },
  };
}
