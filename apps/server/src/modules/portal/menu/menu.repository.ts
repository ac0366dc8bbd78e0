import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { menu } from '../../../db/schema/portal.ts';

export function createMenuRepository(db: Db) {
  return {
    listMenus() {
      return db.select().from(menu).orderBy(asc(menu.groupOrder), asc(menu.sortOrder));
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
