import type { MenuFlag } from '@reading/contract/menus/menu-list';
import type { MenuRepository } from './menu.repository.ts';

export function createMenuService(repository: MenuRepository) {
  return {
    /** Every menu item's use flag, in group and item order (spec 000 §2 Menus). */
    async listMenuFlags(): Promise<MenuFlag[]> {
      const rows = await repository.listMenuFlags();
      return rows.map((r) => ({ menuId: r.menuId, useYN: r.useYn === 'N' ? 'N' : 'Y' }));
    },
  };
}
