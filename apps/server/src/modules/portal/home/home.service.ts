import { ALL_REGIONS } from '@reading/contract/codes/regions';
import { HOME_SECTION_SIZES } from '@reading/contract/main/home-section-sizes';
import type { HomeNotice, HomeStatistics, PopularHomeBook } from '@reading/contract/main/home-sections';
import type { Db } from '../../../db/client.ts';
import { koreaDate } from '../../../lib/clock.ts';
import type { LibraryFace } from '../../library/public.ts';
import {
  type CatalogueBook,
  type CategoryBooks,
  countCatalogueBooks,
  listNewArrivals,
  listPopularBooks,
  listPopularBooksByCategory,
} from '../../search/public.ts';
import { createHomeRepository } from './home.repository.ts';

const { books: SECTION_SIZE, notices: NOTICE_COUNT, categoryBooks: CATEGORY_SIZE } = HOME_SECTION_SIZES;

/** The home page's sections, gathered from the portal's tables and the search and library modules' interfaces. */
export function createHomeService(db: Db, library: Pick<LibraryFace, 'countSchoolLibraries'>) {
  const repository = createHomeRepository(db);
  return {
    async getSections(schLevelCode: '01' | '02' | '03' | null): Promise<{
      popularBooks: PopularHomeBook[];
      categoryBooks: CategoryBooks[];
      newArrivals: CatalogueBook[];
      notices: HomeNotice[];
      statistics: HomeStatistics;
    }> {
      const [popularBooks, categoryBooks, newArrivals, notices, regions, bookCount, libraryCount] =
        await Promise.all([
          listPopularBooks(db, schLevelCode, SECTION_SIZE),
          listPopularBooksByCategory(db, schLevelCode, CATEGORY_SIZE),
          listNewArrivals(db, SECTION_SIZE, schLevelCode),
          repository.listLatestNotices(NOTICE_COUNT),
          repository.countSchoolsByRegion(),
          countCatalogueBooks(db),
          library.countSchoolLibraries(),
        ]);
      const schoolRegions = regions
        .filter((r) => r.provCode !== ALL_REGIONS)
        .map((r) => ({ provCode: r.provCode, name: r.name, schoolCount: Number(r.schoolCount) }));
      return {
        popularBooks,
        categoryBooks,
        newArrivals,
        notices: notices.map((n) => ({
          noticeKey: n.noticeKey,
          title: n.title,
          regDate: koreaDate(n.regDate),
        })),
        statistics: {
          schoolCount: schoolRegions.reduce((sum, r) => sum + r.schoolCount, 0),
          bookCount,
          libraryCount,
          regions: schoolRegions,
        },
      };
    },
  };
}
