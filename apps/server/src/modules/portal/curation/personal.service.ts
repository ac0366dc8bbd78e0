import type { customizedRequestSchema } from '@reading/contract/curation/curation';
import { josaOf } from '@reading/contract/korean/josa';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { LibraryFace } from '../../library/public.ts';
import {
  booksByKeys,
  keepFitting,
  listPopularBooks,
  listPopularBooksByCategory,
} from '../../search/public.ts';
import { bookCards } from './book-cards.ts';
import {
  basketsOf,
  buildCooccurrence,
  type CooccurrenceModel,
  fillWithPopular,
  recommendFrom,
} from './co-occurrence.ts';
import type { CurationService, Reader } from './curation.service.ts';

type Customized = z.output<typeof customizedRequestSchema>;
type Level = '01' | '02' | '03' | null;

/** How many books the personal and customised lists show. */
const LIST_SIZE = 12;
/** How long the co-occurrence model is reused before the loans are read again. */
const MODEL_TTL_MS = 5 * 60 * 1000;

export const becauseYouRead = (title: string) =>
  `「${title}」${josaOf(title, '을/를')} 읽은 친구들이 함께 빌린 책이에요.`;
const POPULAR_FOR_GRADE = (grade: number | null) =>
  grade ? `${grade}학년 친구들이 많이 빌린 책이에요.` : '요즘 많이 빌린 책이에요.';
const LIKED = (title: string) =>
  `좋아하는 책 「${title}」${josaOf(title, '을/를')} 읽은 독자들이 함께 읽었어요.`;
const IN_CLASS = (name: string) => `관심 분야 '${name}'에서 많이 읽힌 책이에요.`;

/** The questionnaire's reading level picks whose loans rank the books (decision 081's readers' ages). */
const LEVEL_OF: Record<Customized['readingLevel'], Level> = {
  picture: '01',
  easy: '01',
  middle: '02',
  deep: null,
};

const shortTitle = (title: string) => title.replace(/\s*[:=].*$/, '').trim();

/**
 * Personal (MyAiCuration) and customised (ParticipationCustomizedProcess → Result) picks, from the
 * service's loans by item-to-item co-occurrence (co-occurrence.ts; issue 15, decision 110).
 */
export function createPersonalService(deps: {
  db: Db;
  loanData: Pick<LibraryFace, 'loanFigures' | 'loansOfMember' | 'today'>;
  curation: CurationService;
  now?: () => number;
}) {
  const { db, loanData, curation } = deps;
  const now = deps.now ?? Date.now;
  let cached: { model: CooccurrenceModel; at: number } | null = null;

  async function model(): Promise<CooccurrenceModel> {
    if (cached && now() - cached.at < MODEL_TTL_MS) return cached.model;
    const records = await loanData.loanFigures.records({});
    cached = { model: buildCooccurrence(basketsOf(records)), at: now() };
    return cached.model;
  }

  return {
    /**
     * MyAiCuration: books related to what the member borrowed (newest reads weigh most), never one they
     * borrowed, each with the read book it follows from; with no loans (cold start), or to fill the
     * list, the books most borrowed by the member's grade at their school's level.
     */
    async mine(reader: NonNullable<Reader>) {
      const profile = await curation.profileOf(reader);
      const loans = await loanData.loansOfMember(reader.memberKey);
      const history = [...loans].reverse().map((l) => l.bookKey);
      const borrowed = new Set(history);
      // Only books of the reader's level (decision 270): more candidates, then those that fit.
      const level = curation.levelOf(reader, profile);
      const candidates = history.length ? recommendFrom(await model(), history, borrowed, LIST_SIZE * 4) : [];
      const scored = (await keepFitting(db, level, candidates)).slice(0, LIST_SIZE);
      const grade = profile?.grade ?? null;
      const popular = await curation.loanRanking({
        schLevelCode: profile?.schLevelCode ?? undefined,
        grade: grade ?? undefined,
      });
      const filled = fillWithPopular(
        scored,
        (await keepFitting(db, level, popular)).map((p) => p.bookKey),
        borrowed,
        LIST_SIZE,
      );
      const titles = await booksByKeys(db, history);
      const entries = filled.map((s) => ({
        bookKey: s.bookKey,
        reason:
          s.because !== null
            ? becauseYouRead(shortTitle(titles.get(s.because)?.title ?? ''))
            : POPULAR_FOR_GRADE(grade),
      }));
      return {
        list: await bookCards(db, entries, profile?.neisCode ?? null),
        totalCount: entries.length,
        schoolName: profile?.schoolName ?? null,
        coldStart: scored.length === 0,
        basedOn: borrowed.size,
      };
    },

    /**
     * The customised list: books of the chosen KDC classes ranked for the reading level, those the
     * favourite books' readers also borrowed first; the classes take turns so each interest shows.
     */
    async customized(reader: Reader, answers: Customized) {
      const profile = await curation.profileOf(reader);
      const readerLevel = curation.levelOf(reader, profile, answers.siteLevel);
      // The reading level ranks within the reader's own: an elementary reader's lists are children's.
      const chosen = LEVEL_OF[answers.readingLevel];
      const level: Level =
        readerLevel === 'elementary' ? '01' : readerLevel && chosen === null ? '03' : chosen;
      const favourites = new Set(answers.favouriteBookKeys);
      const related = favourites.size
        ? recommendFrom(await model(), answers.favouriteBookKeys, favourites, LIST_SIZE * 4)
        : [];
      const favouriteTitles = await booksByKeys(db, answers.favouriteBookKeys);
      const classes = new Set<string>(answers.interests);
      const relatedBooks = await booksByKeys(
        db,
        related.map((r) => r.bookKey),
      );
      const entries: { bookKey: number; reason: string }[] = [];
      const taken = new Set<number>(favourites);
      for (const r of related) {
        const book = relatedBooks.get(r.bookKey);
        if (!book || !classes.has((book.kdc ?? '').slice(0, 1)) || r.because === null) continue;
        if (entries.length >= LIST_SIZE / 2) break;
        taken.add(r.bookKey);
        entries.push({
          bookKey: r.bookKey,
          reason: LIKED(shortTitle(favouriteTitles.get(r.because)?.title ?? '')),
        });
      }
      const byClass = (await listPopularBooksByCategory(db, level, 30)).filter((c) =>
        classes.has(c.classCode),
      );
      // Within a class, the books the pupils of that grade borrowed most here come first.
      const gradeLoans = new Map(
        (await curation.loanRanking({ schLevelCode: level ?? undefined, grade: answers.grade })).map((l) => [
          l.bookKey,
          l.loans,
        ]),
      );
      const queues = byClass.map((c) => ({
        name: c.className,
        books: c.books
          .map((b, i) => ({ ...b, order: i, gradeLoans: gradeLoans.get(b.bookKey) ?? 0 }))
          .sort((a, b) => b.gradeLoans - a.gradeLoans || a.order - b.order),
      }));
      while (entries.length < LIST_SIZE && queues.some((q) => q.books.length)) {
        for (const q of queues) {
          const next = q.books.shift();
          if (!next || taken.has(next.bookKey) || entries.length >= LIST_SIZE) continue;
          taken.add(next.bookKey);
          entries.push({ bookKey: next.bookKey, reason: IN_CLASS(q.name) });
        }
      }
      if (entries.length === 0) {
        for (const b of await listPopularBooks(db, level, LIST_SIZE)) {
          if (!taken.has(b.bookKey))
            entries.push({ bookKey: b.bookKey, reason: POPULAR_FOR_GRADE(answers.grade) });
        }
      }
      // Whatever the answers, a pupil or a level site's visitor gets books of their level (decision 270).
      const fitted = await keepFitting(db, readerLevel, entries);
      return {
        list: await bookCards(db, fitted, profile?.neisCode ?? null),
        totalCount: fitted.length,
        schoolName: profile?.schoolName ?? null,
      };
    },
  };
}

export type PersonalService = ReturnType<typeof createPersonalService>;
