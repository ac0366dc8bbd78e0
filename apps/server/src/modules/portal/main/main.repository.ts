import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { footerDetail, mainSetup } from '../../../db/schema/portal.ts';

export function createMainRepository(db: Db) {
  return {
    async findFooterDetail(schKey: number) {
      const [row] = await db
        .select({
          addr: footerDetail.addr,
          telNo: footerDetail.telNo,
          centerNo: footerDetail.centerNo,
          copyRight: footerDetail.copyRight,
        })
        .from(footerDetail)
        .where(eq(footerDetail.schKey, schKey));
      return row ?? null;
    },

    listMainSetup() {
      return db
        .select({
          setupCode: mainSetup.setupCode,
          setupName: mainSetup.setupName,
          sortOrder: mainSetup.sortOrder,
          useYn: mainSetup.useYn,
        })
        .from(mainSetup)
        .orderBy(asc(mainSetup.sortOrder));
    },
  };
}

export type MainRepository = ReturnType<typeof createMainRepository>;
