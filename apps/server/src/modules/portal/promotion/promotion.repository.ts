import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { promotionIntro } from '../../../db/schema/portal-promotion.ts';

export type IntroRow = typeof promotionIntro.$inferSelect;

/** The operators' introductions to the promotion collections (decision 120). */
export function createPromotionRepository(db: Db) {
  return {
    listIntros(): Promise<IntroRow[]> {
      return db.select().from(promotionIntro);
    },

    async findIntro(collectionKey: string): Promise<IntroRow | undefined> {
      const [row] = await db
        .select()
        .from(promotionIntro)
        .where(eq(promotionIntro.collectionKey, collectionKey));
      return row;
    },

    async saveIntro(values: {
      collectionKey: string;
      content: string;
      modMemberKey: number;
    }): Promise<IntroRow> {
      const set = { content: values.content, modMemberKey: values.modMemberKey, modDate: new Date() };
      const [row] = await db
        .insert(promotionIntro)
        .values({ collectionKey: values.collectionKey, ...set })
        .onConflictDoUpdate({ target: promotionIntro.collectionKey, set })
        .returning();
      return row!;
    },
  };
}
