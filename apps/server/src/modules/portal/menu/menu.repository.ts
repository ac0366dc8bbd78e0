import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { menu } from '../../../db/schema/portal.ts';

export function createMenuRepository(db: Db) {
  return {
    /** Each item's id and use flag, in group and item order. */
    listMenuFlags() {
      return db
        .select({ menuId: menu.menuId, useYn: menu.useYn })
        .from(menu)
        .orderBy(asc(menu.groupOrder), asc(menu.sortOrder));
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
