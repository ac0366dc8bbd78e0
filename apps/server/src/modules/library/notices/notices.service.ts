import type { LibraryNotice } from '@reading/contract/library/notices';
import type { Db } from '../../../db/client.ts';
import type { DlsNotice, DlsNoticeScope, DlsNoticesFace } from '../../portal/public.ts';
import { librariesRepository } from '../libraries/libraries.repository.ts';

/**
 * The DLS notices as the library serves them (spec 001 §7 notice/today, list, detail). The notices are
 * the portal board engine's (decision 070), read through its public face; the library adds its own
 * names of the schools' libraries.
 */
export function createNoticesService(db: Db, dlsNotices: DlsNoticesFace) {
  /** The scope the board engine reads: the school of the library with that NEIS code, and the region. */
  async function scopeOf(provCode?: string, neisCode?: string): Promise<DlsNoticeScope> {
    if (!neisCode) return { provCode: provCode ?? 'A10' };
    const lib = await librariesRepository.byNeisCode(db, neisCode);
    return { schKey: lib?.schKey ?? -1, provCode: provCode ?? 'A10' };
  }

  async function withLibraries(notices: DlsNotice[]): Promise<LibraryNotice[]> {
    const schKeys = [...new Set(notices.map((n) => n.schKey).filter((k): k is number => k !== null))];
    const libs = await librariesRepository.bySchKeys(db, schKeys);
    return notices.map((n) => {
      const lib = libs.find((l) => l.schKey === n.schKey);
      return {
        noticeKey: n.noticeKey,
        libCode: lib?.libCode ?? null,
        libName: lib?.name ?? null,
        provCode: n.provCode,
        title: n.title,
        content: n.content,
        importantYn: n.importantYn,
        startDate: n.startDate,
        endDate: n.endDate,
        postedAt: n.postedAt,
      };
    });
  }

  return {
    async today(provCode?: string, neisCode?: string) {
      return withLibraries(await dlsNotices.today(await scopeOf(provCode, neisCode)));
    },

    async list(query: { provCode?: string; neisCode?: string; page: number; display: number }) {
      const scope = await scopeOf(query.provCode, query.neisCode);
      const result = await dlsNotices.list(scope, query.page, query.display);
      return { list: await withLibraries(result.list), totalCount: result.totalCount };
    },

    async detail(noticeKey: number) {
      const { notice, files, prev, next } = await dlsNotices.detail(noticeKey, null);
      const [item] = await withLibraries([notice]);
      return { ...item!, viewCount: notice.viewCount, fileList: files, prev, next };
    },
  };
}
