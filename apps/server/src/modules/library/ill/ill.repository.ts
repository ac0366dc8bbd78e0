import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { illGroup, illGroupMember } from '../../../db/schema/library-ill.ts';

export function createIllRepository(db: Db) {
  return {
    async groupKeysOfSchool(school: { neisCode: string } | { schKey: number }) {
      const found = await db
        .select({ groupKey: illGroupMember.groupKey })
        .from(illGroupMember)
        .where(
          'neisCode' in school
            ? eq(illGroupMember.neisCode, school.neisCode)
            : eq(illGroupMember.schKey, school.schKey),
        );
      return found.map((f) => f.groupKey);
    },

    groupsByRegion(provCode: string) {
      return db.select().from(illGroup).where(eq(illGroup.provCode, provCode)).orderBy(asc(illGroup.name));
    },

    groupsByKeys(keys: number[]) {
      if (keys.length === 0) return Promise.resolve([]);
      return db.select().from(illGroup).where(inArray(illGroup.groupKey, keys)).orderBy(asc(illGroup.name));
    },

    membersOf(keys: number[]) {
      if (keys.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(illGroupMember)
        .where(inArray(illGroupMember.groupKey, keys))
        .orderBy(asc(illGroupMember.schName));
    },
  };
}

export type IllRepository = ReturnType<typeof createIllRepository>;
