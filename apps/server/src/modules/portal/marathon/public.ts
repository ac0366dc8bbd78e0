import type { Db } from '../../../db/client.ts';
import { createDiaryRepository } from './diary.repository.ts';

/**
 * What the rest of the portal may read of reading marathons (decision 263): how many reading diaries
 * members wrote, for my page's dashboard (issue 37: the figure counts the diaries the lists show).
 */
export type DiaryCounts = { ofMembers(memberKeys: number[]): Promise<number> };

export function createDiaryCounts(db: Db): DiaryCounts {
  return { ofMembers: createDiaryRepository(db).countOfMembers };
}
