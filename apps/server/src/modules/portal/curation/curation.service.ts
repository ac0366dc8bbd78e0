import {
  type accessionListRequestSchema,
  CURATION_MESSAGES,
  type CurationPeriod,
  type centerSaveRequestSchema,
  type pickSaveRequestSchema,
  type popularListRequestSchema,
  type studentTeacherListRequestSchema,
} from '@reading/contract/curation/curation';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { addDays, koreaDate } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { LibraryFace } from '../../library/public.ts';
import { booksByKeys, keepFitting, listAccessions, listPopularBooks } from '../../search/public.ts';
import { nameFor } from '../core/member-names.ts';
import { readerLevelFor } from '../core/reader-level.ts';
import { bookCards, pageOf } from './book-cards.ts';
import type { CurationRepository } from './curation.repository.ts';

type Popular = z.output<typeof popularListRequestSchema>;
type Accession = z.output<typeof accessionListRequestSchema>;
type CenterSave = z.output<typeof centerSaveRequestSchema>;
type PicksQuery = z.output<typeof studentTeacherListRequestSchema>;
type PickSave = z.output<typeof pickSaveRequestSchema>;
export type Reader = { memberKey: number; memberTypeCode: string | null } | null;
type Profile = NonNullable<Awaited<ReturnType<CurationRepository['memberProfile']>>>;

export type CurationDeps = {
  db: Db;
  repository: CurationRepository;
  loanData: Pick<LibraryFace, 'today' | 'loanFigures'>;
  bannedWords: { assertClean(...texts: (string | null | undefined)[]): Promise<void> };
  /** Told after a write commits: the themed lists or the picks changed (the read cache forgets them). */
  changed?: (list: 'center' | 'picks') => Promise<void>;
};

const PERIOD_DAYS: Record<CurationPeriod, number | null> = { week: 7, month: 30, year: 365, all: null };
/** How many popular books a list ranks at most (the pages page through them). */
const POPULAR_DEPTH = 100;
const SCHOOL_NEEDED = 'mySchoolYn: 소속 학교가 있는 회원만 우리 학교로 볼 수 있습니다.';

export function sinceOf(today: string, period: CurationPeriod): string | undefined {
  const days = PERIOD_DAYS[period];
  return days === null ? undefined : addDays(today, -days);
}

/**
 * The recommended-book lists (issue 15, docs/decisions/110): popular books from the service's loans
 * (the library's loan figures, its only source), new arrivals, the operator's themed lists and the
 * teachers' and students' picks. Every list's books carry their copies at the reader's school.
 */
export function createCurationService(deps: CurationDeps) {
  const { db, repository, loanData } = deps;
  const changed = deps.changed ?? (async () => {});

  async function profileOf(reader: Reader): Promise<Profile | null> {
    return reader ? repository.memberProfile(reader.memberKey) : null;
  }

  /** The level the reader's lists fit (decision 270): a pupil's school's, a visitor's site's, or none. */
  function levelOf(reader: Reader, profile: Profile | null, siteLevel?: string | null) {
    return readerLevelFor(
      reader ? { memberTypeCode: reader.memberTypeCode, schLevelCode: profile?.schLevelCode ?? null } : null,
      siteLevel,
    );
  }

  function mySchoolOf(profile: Profile | null): number {
    if (!profile) throw unauthorized();
    if (!profile.schKey) throw badRequest(SCHOOL_NEEDED);
    return profile.schKey;
  }

  /**
   * Loans per book in a scope, or null when the scope has no school with loans: the schools of a level
   * and region (or only my school), the patrons of a grade, since a day.
   */
  async function loanRanking(filter: {
    schLevelCode?: string;
    provCode?: string;
    schKey?: number;
    grade?: number;
    since?: string;
  }) {
    const schKeys =
      filter.schKey !== undefined
        ? [filter.schKey]
        : filter.schLevelCode || filter.provCode
          ? await repository.schoolKeys(filter)
          : undefined;
    return loanData.loanFigures.counts({
      schKeys,
      grades: filter.grade ? [filter.grade] : undefined,
      since: filter.since,
    });
  }

  return {
    profileOf,
    levelOf,
    loanRanking,

    /**
     * PopularCuration: the most borrowed books of the service's own loans in the scope; when the scope
     * has no loans, or a gender is asked (school loans record none), the public libraries' loan
     * rankings for the level (decision 081's rule by readers' age).
     */
    async popular(reader: Reader, query: Popular) {
      const profile = await profileOf(reader);
      const schKey = query.mySchoolYn === 'Y' ? mySchoolOf(profile) : undefined;
      const since = sinceOf(loanData.today(), query.period);
      const loans = query.gender
        ? []
        : await loanRanking({ ...query, schKey, since, schLevelCode: query.schLevelCode });
      const source = loans.length > 0 ? ('loans' as const) : ('rankings' as const);
      const ranked =
        source === 'loans'
          ? loans.slice(0, POPULAR_DEPTH).map((l) => ({ bookKey: l.bookKey, count: l.loans }))
          : (await listPopularBooks(db, query.schLevelCode ?? null, POPULAR_DEPTH, query.gender)).map(
              (b) => ({
                bookKey: b.bookKey,
                count: b.loans,
              }),
            );
      // A pupil or a level site's visitor sees the books of their level only (decision 270).
      const entries = await keepFitting(
        db,
        levelOf(reader, profile, query.siteLevel ?? query.schLevelCode),
        ranked,
      );
      const page = pageOf(entries, query.pageIndex, query.pageSize);
      const firstRank = (query.pageIndex - 1) * query.pageSize + 1;
      return {
        list: await bookCards(db, page, profile?.neisCode ?? null, firstRank),
        totalCount: entries.length,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        schoolName: profile?.schoolName ?? null,
        source,
      };
    },

    /** AccessionCuration: books accessioned in the period at my school, in a region or everywhere. */
    async accessions(reader: Reader, query: Accession) {
      const profile = await profileOf(reader);
      if (query.mySchoolYn === 'Y') mySchoolOf(profile);
      const neisCode = query.mySchoolYn === 'Y' ? (profile?.neisCode ?? undefined) : undefined;
      const since = sinceOf(loanData.today(), query.period) ?? '1900-01-01';
      const found = await listAccessions(db, {
        neisCode,
        provCode: neisCode ? undefined : query.provCode,
        since,
        limit: query.pageSize,
        offset: (query.pageIndex - 1) * query.pageSize,
        readerLevel: levelOf(reader, profile, query.siteLevel),
      });
      const entries = found.list.map((b) => ({
        bookKey: b.bookKey,
        count: b.copies,
        accessionDate: b.accessionDate,
      }));
      return {
        list: await bookCards(
          db,
          entries,
          profile?.neisCode ?? null,
          (query.pageIndex - 1) * query.pageSize + 1,
        ),
        totalCount: found.totalCount,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        schoolName: profile?.schoolName ?? null,
      };
    },

    /** CenterCuration: the operator's themed lists, newest first, each with its books. */
    async centerLists(reader: Reader, query: { pageIndex: number; pageSize: number; siteLevel?: string }) {
      const profile = await profileOf(reader);
      const level = levelOf(reader, profile, query.siteLevel);
      const { rows, totalCount } = await repository.centerPage(
        query.pageSize,
        (query.pageIndex - 1) * query.pageSize,
      );
      const listed = await repository.centerBooks(rows.map((r) => r.curationKey));
      const books = await keepFitting(db, level, listed);
      const covers = await booksByKeys(
        db,
        rows.map((r) => r.coverBookKey ?? 0),
      );
      const list = await Promise.all(
        rows.map(async (r) => ({
          curationKey: r.curationKey,
          title: r.title,
          description: r.description,
          coverBookKey: r.coverBookKey,
          coverIsbn: covers.get(r.coverBookKey ?? 0)?.isbn13 ?? null,
          regDate: koreaDate(r.updatedAt),
          books: await bookCards(
            db,
            books.filter((b) => b.curationKey === r.curationKey).map((b) => ({ bookKey: b.bookKey })),
            profile?.neisCode ?? null,
          ),
        })),
      );
      return { list, totalCount, schoolName: profile?.schoolName ?? null };
    },

    /** Writes a themed list (operator only); every book must be in the catalogue. */
    async saveCenter(reader: Reader, input: CenterSave) {
      const profile = await profileOf(reader);
      if (profile?.staffRole !== 'operator') throw forbidden(CURATION_MESSAGES.operatorOnly);
      await deps.bannedWords.assertClean(input.title, input.description);
      const bookKeys = [...new Set(input.bookKeys)];
      const found = await booksByKeys(db, bookKeys);
      if (found.size !== bookKeys.length) throw badRequest(CURATION_MESSAGES.bookNotFound);
      const row = await repository.saveCenter({ ...input, bookKeys, writerKey: profile.memberKey });
      if (!row) throw notFound(CURATION_MESSAGES.curationNotFound);
      await changed('center');
      return {
        curationKey: row.curationKey,
        title: row.title,
        description: row.description,
        coverBookKey: row.coverBookKey,
        coverIsbn: found.get(row.coverBookKey ?? 0)?.isbn13 ?? null,
        regDate: koreaDate(row.updatedAt),
        books: await bookCards(
          db,
          bookKeys.map((bookKey) => ({ bookKey })),
          profile.neisCode ?? null,
        ),
      };
    },

    /** StudentCuration: teachers' and students' picks with their reasons, newest first. */
    async picks(reader: Reader, query: PicksQuery, own = false) {
      const profile = await profileOf(reader);
      const schKey = query.mySchoolYn === 'Y' ? mySchoolOf(profile) : undefined;
      const { rows, totalCount } = await repository.picks(
        {
          memberTypeCode: query.memberTypeCode,
          schKey,
          memberKey: own ? profile?.memberKey : undefined,
          viewerSchKey: own ? undefined : (profile?.schKey ?? null),
          readerLevel: own ? null : levelOf(reader, profile, query.siteLevel),
        },
        query.pageSize,
        (query.pageIndex - 1) * query.pageSize,
      );
      const cards = await bookCards(
        db,
        rows.map((r) => ({ bookKey: r.bookKey, reason: r.reason })),
        profile?.neisCode ?? null,
      );
      const byKey = new Map(cards.map((c) => [c.bookKey, c]));
      const viewer =
        reader && profile
          ? {
              memberKey: reader.memberKey,
              memberTypeCode: reader.memberTypeCode ?? '',
              schKey: profile.schKey,
            }
          : null;
      const list = rows.flatMap((r) => {
        const book = byKey.get(r.bookKey);
        return book
          ? [
              {
                recommendKey: r.recommendKey,
                memberTypeCode: r.memberTypeCode as '01' | '02',
                // A pupil's pick shows their name masked but to themself and their school's staff (decision 230).
                writerName: nameFor(viewer, {
                  memberKey: r.memberKey,
                  schKey: r.schKey,
                  name: r.writerName,
                  memberTypeCode: r.memberTypeCode,
                }),
                schoolName: r.schoolName,
                reason: r.reason,
                regDate: koreaDate(r.createdAt),
                // Two members may pick one book: each pick carries its own reason.
                book: { ...book, reason: r.reason },
              },
            ]
          : [];
      });
      return { list, totalCount };
    },

    /**
     * A pick with its reason: a verified teacher's (RecommendedBookManage, '02') or a student's
     * (StudentCuration, '01'); the routes refuse everyone else.
     */
    async savePick(writer: { memberKey: number }, input: PickSave, memberTypeCode: '01' | '02' = '02') {
      const profile = await repository.memberProfile(writer.memberKey);
      if (!profile) throw forbidden();
      await deps.bannedWords.assertClean(input.reason);
      if ((await booksByKeys(db, [input.bookKey])).size === 0)
        throw badRequest(CURATION_MESSAGES.bookNotFound);
      const recommendKey = await repository.savePick({
        memberKey: profile.memberKey,
        memberTypeCode,
        schKey: profile.schKey,
        bookKey: input.bookKey,
        reason: input.reason,
      });
      await changed('picks');
      const [book] = await bookCards(
        db,
        [{ bookKey: input.bookKey, reason: input.reason }],
        profile.neisCode,
      );
      return {
        recommendKey,
        memberTypeCode,
        writerName: profile.name,
        schoolName: profile.schoolName,
        reason: input.reason,
        regDate: loanData.today(),
        book: book!,
      };
    },

    async deletePick(writer: { memberKey: number }, recommendKey: number) {
      if (!(await repository.deletePick(writer.memberKey, recommendKey)))
        throw notFound(CURATION_MESSAGES.pickNotFound);
      await changed('picks');
    },
  };
}

export type CurationService = ReturnType<typeof createCurationService>;
