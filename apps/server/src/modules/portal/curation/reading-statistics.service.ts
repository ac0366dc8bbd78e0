import { schoolLevelByCode } from '@reading/contract/codes/school-levels';
import {
  type CurationPeriod,
  KDC_CLASS_NAMES,
  type KDC_CLASSES,
  type ReadingStatistics,
} from '@reading/contract/curation/curation';
import type { Db } from '../../../db/client.ts';
import type { LibraryFace } from '../../library/public.ts';
import { booksByKeys } from '../../search/public.ts';
import type { CurationRepository } from './curation.repository.ts';
import { sinceOf } from './curation.service.ts';

const TOP = 10;

type Figure = { key: string; label: string; loans: number };

function tally(entries: { key: string; label: string; loans: number }[]): Figure[] {
  const sums = new Map<string, Figure>();
  for (const e of entries) {
    const f = sums.get(e.key) ?? { key: e.key, label: e.label, loans: 0 };
    f.loans += e.loans;
    sums.set(e.key, f);
  }
  return [...sums.values()].sort((a, b) => b.loans - a.loans || a.key.localeCompare(b.key));
}

/**
 * Reading statistics (the home tab and the statistics page; issue 15): the service's loans by month,
 * region, school level and KDC main class, with the top books and schools. Counted from the library's
 * loan figures; schools are named from the portal's school table, classes from the books' KDC numbers.
 */
export function createReadingStatisticsService(deps: {
  db: Db;
  repository: CurationRepository;
  loanData: Pick<LibraryFace, 'loanFigures' | 'today'>;
}) {
  return {
    async summary(period: CurationPeriod): Promise<ReadingStatistics> {
      const figures = await deps.loanData.loanFigures.summary({
        since: sinceOf(deps.loanData.today(), period),
      });
      const [schools, regions, books] = await Promise.all([
        deps.repository.schools(figures.bySchool.map((s) => s.schKey)),
        deps.repository.regions(),
        booksByKeys(
          deps.db,
          figures.byBook.map((b) => b.bookKey),
        ),
      ]);
      const schoolOf = new Map(schools.map((s) => [s.schKey, s]));
      const regionName = new Map(regions.map((r) => [r.code, r.name]));
      const placed = figures.bySchool.flatMap((s) => {
        const sch = schoolOf.get(s.schKey);
        return sch ? [{ ...s, school: sch }] : [];
      });
      const classOf = (kdc: string | null) => {
        const c = kdc?.slice(0, 1) ?? '';
        return c in KDC_CLASS_NAMES ? (c as (typeof KDC_CLASSES)[number]) : null;
      };
      return {
        totalLoans: figures.total,
        byMonth: figures.byMonth.map((m) => ({
          key: m.month,
          label: `${m.month.slice(0, 4)}.${m.month.slice(5, 7)}`,
          loans: m.loans,
        })),
        byRegion: tally(
          placed.map((p) => ({
            key: p.school.provCode,
            label: regionName.get(p.school.provCode) ?? p.school.provCode,
            loans: p.loans,
          })),
        ),
        bySchoolLevel: tally(
          placed.map((p) => ({
            key: p.school.schLevelCode ?? '99',
            label: schoolLevelByCode(p.school.schLevelCode)?.name ?? '기타',
            loans: p.loans,
          })),
        ),
        byKdcClass: tally(
          figures.byBook.map((b) => {
            const c = classOf(books.get(b.bookKey)?.kdc ?? null);
            return { key: c ?? '-', label: c ? KDC_CLASS_NAMES[c] : '미분류', loans: b.loans };
          }),
        ).sort((a, b) => (a.key === '-' ? 1 : b.key === '-' ? -1 : a.key.localeCompare(b.key))),
        topBooks: figures.byBook.slice(0, TOP).map((b) => ({
          key: String(b.bookKey),
          bookKey: b.bookKey,
          label: books.get(b.bookKey)?.title ?? String(b.bookKey),
          loans: b.loans,
        })),
        topSchools: placed
          .slice(0, TOP)
          .map((p) => ({ key: String(p.schKey), label: p.school.name, loans: p.loans })),
      };
    },
  };
}
