import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES as M,
  previousMonthRange,
  REA_ACT_CODES,
} from '@reading/contract/activities/codes';
import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import type { ReaderLevel } from '@reading/contract/codes/school-levels';
import { byteLength } from '@reading/contract/validators/text';
import { and, eq, sql } from 'drizzle-orm';
import { readingActivity as a } from '../../../db/schema/portal-activities.ts';
import { type Clock, koreaDayStart } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import { type CatalogueLookup, fitsReader } from '../../search/public.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { UploadKeeper } from '../community/public.ts';
import { paragraphsOf, sanitizeRichText, textOfHtml } from '../core/sanitize.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ActivitiesRepository, Page } from './activities.repository.ts';
import { detailOf, toPage } from './activity-views.ts';
import { type Viewer, visibleTo } from './visibility.ts';

type Deps = {
  repository: ActivitiesRepository;
  catalogue: CatalogueLookup;
  clock: Clock;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  /** Keeps the pictures a report shows (decision 225). */
  uploads: UploadKeeper;
};

export type SaveInput = {
  reaActKey?: number;
  reaActCode: string;
  bookKey: number;
  title: string;
  content: string;
  rating?: number | null;
  privacyBoundCode: string;
  subjectKey?: number | null;
  submit: boolean;
};

/** A yyyymmdd day's start in Korea. */
const seoulDay = (yyyymmdd: string) =>
  koreaDayStart(`${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`);

/**
 * The rules of reading activities (decision 130): who writes and reads them, every read via the SQL rule;
 * the counts by code. A teacher's review is `review.service.ts`; the book choices `book-choices.service.ts`.
 */
export function createActivitiesService(deps: Deps) {
  const { repository } = deps;

  const requireViewer = (v: Viewer) => {
    if (!v) throw unauthorized(M.loginRequired);
    return v;
  };

  /** The stored content of a kind: plain text for a one-line review, sanitized rich text otherwise. */
  function contentOf(input: SaveInput) {
    if (input.reaActCode === '01') {
      const text = input.content.trim();
      if (byteLength(text) > ACTIVITY_LIMITS.oneLineBytes) throw badRequest(M.oneLineTooLong);
      return { html: paragraphsOf(text), text };
    }
    const html = sanitizeRichText(input.content);
    const text = textOfHtml(html);
    const hasImage = /<img\s/.test(html);
    if (!text && !hasImage) throw badRequest(M.contentRequired);
    if (byteLength(text) > ACTIVITY_LIMITS.contentBytes) throw badRequest(M.contentTooLong);
    if (input.reaActCode === '04' && !hasImage) throw badRequest(M.imageRequired);
    return { html, text };
  }

  return {
    async myList(v: Viewer, memberKey: number, p: Page & { reaActCode?: string }) {
      const viewer = requireViewer(v);
      if (viewer.memberKey !== memberKey) throw forbidden(M.forbidden);
      const where = and(
        eq(a.memberKey, memberKey),
        p.reaActCode ? eq(a.reaActCode, p.reaActCode) : undefined,
      )!;
      return toPage(p, await repository.page(where, p), v);
    },

    async schoolList(v: Viewer, schKey: number, p: Page & { reaActCode?: string }) {
      const where = and(
        eq(a.schKey, schKey),
        sql`${a.statusCode} <> '00'`,
        visibleTo(v),
        p.reaActCode ? eq(a.reaActCode, p.reaActCode) : undefined,
      )!;
      return toPage(p, await repository.page(where, p), v);
    },

    /** Recommended activities: only those on books that fit the reader's level (decision 270). */
    async recommendList(v: Viewer, p: Page & { reaActCode?: string }, level: ReaderLevel | null = null) {
      const where = and(
        eq(a.recommended, true),
        visibleTo(v),
        fitsReader(level, a.bookKey),
        p.reaActCode ? eq(a.reaActCode, p.reaActCode) : undefined,
      )!;
      return toPage(
        p,
        await repository.page(where, p, [sql`${a.recommendedAt} desc`, sql`${a.reaActKey} desc`]),
        v,
      );
    },

    async detail(v: Viewer, reaActKey: number) {
      const row = await repository.findVisible(reaActKey, v);
      if (!row) throw notFound(M.notFound);
      return detailOf(repository, row, v);
    },

    async save(v: Viewer, input: SaveInput) {
      const viewer = requireViewer(v);
      if (viewer.memberTypeCode !== MEMBER_TYPES.student) throw forbidden(M.studentsOnly);
      const existing = input.reaActKey ? await repository.findOne(input.reaActKey) : null;
      if (input.reaActKey) {
        if (!existing || existing.memberKey !== viewer.memberKey) throw notFound(M.notFound);
        if (existing.statusCode === '02') throw conflict(M.approvedLocked);
      }
      const book = await deps.catalogue.book(input.bookKey);
      if (!book) throw badRequest(M.bookNotFound);
      const { html, text } = contentOf(input);
      await deps.bannedWords.assertClean(input.title, text);
      if (input.subjectKey) {
        // Only an assignment set for the student's school, grade and class (null: all) may be named.
        const subject = await repository.subject(input.subjectKey);
        const me = subject ? await repository.memberOf(viewer.memberKey) : null;
        const fits = (target: number | null, mine: number | null | undefined) =>
          target === null || target === mine;
        if (
          !subject ||
          subject.schKey !== viewer.schKey ||
          !fits(subject.targetGrade, me?.grade) ||
          !fits(subject.targetClass, me?.classNo)
        )
          throw badRequest(M.subjectNotFound);
      }
      // 05 self-kept is never reviewed: it is kept, not submitted.
      const submit = input.submit && input.privacyBoundCode !== '05';
      const statusCode = submit ? '01' : input.privacyBoundCode === '05' && input.submit ? '02' : '00';
      const values = {
        reaActCode: input.reaActCode,
        bookKey: book.bookKey,
        bookTitle: book.title,
        author: book.author ?? null,
        publisher: book.publisher ?? null,
        isbn: book.isbn ?? null,
        title: input.title,
        content: html,
        rating: input.reaActCode === '01' ? (input.rating ?? null) : null,
        privacyBoundCode: input.privacyBoundCode,
        subjectKey: input.subjectKey ?? null,
        statusCode,
        returnReason: null,
        submittedAt: submit ? deps.clock.now() : null,
        updatedAt: deps.clock.now(),
      };
      await deps.uploads.imagesIn(html, viewer.memberKey);
      if (existing) {
        await repository.update(existing.reaActKey, values);
        return { reaActKey: existing.reaActKey, statusCode };
      }
      const reaActKey = await repository.insert({
        ...values,
        createdAt: deps.clock.now(),
        memberKey: viewer.memberKey,
        schKey: viewer.schKey,
      });
      return { reaActKey, statusCode };
    },

    async remove(v: Viewer, reaActKey: number) {
      const viewer = requireViewer(v);
      const row = await repository.findOne(reaActKey);
      if (!row || row.memberKey !== viewer.memberKey) throw notFound(M.notFound);
      if (row.statusCode === '02') throw conflict(M.approvedLocked);
      await repository.remove(reaActKey);
      return { reaActKey };
    },

    /** Counts by reaActCode of the activities the caller sees; no dates: the whole previous month (spec 000 §9). */
    async statistics(v: Viewer, q: { schKey?: number; searchStartDate?: string; searchEndDate?: string }) {
      const fallback = previousMonthRange(deps.clock.today());
      const searchStartDate = q.searchStartDate ?? fallback.searchStartDate;
      const searchEndDate = q.searchEndDate ?? (q.searchStartDate ? searchStartDate : fallback.searchEndDate);
      const end = seoulDay(searchEndDate);
      end.setUTCDate(end.getUTCDate() + 1);
      const rows = await repository.countByCode(v, seoulDay(searchStartDate), end, q.schKey);
      const list = REA_ACT_CODES.map((c) => ({
        reaActCode: c.code,
        reaActName: c.name,
        count: Number(rows.find((r) => r.reaActCode === c.code)?.n ?? 0),
      }));
      return { searchStartDate, searchEndDate, list, totalCount: list.reduce((n, c) => n + c.count, 0) };
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
