import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  subjectsOf,
  TEXTBOOK_MESSAGES,
  TEXTBOOK_SUBJECTS,
  type TextbookList,
  type textbookListRequestSchema,
} from '@reading/contract/textbook/textbook';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { listShelfBooks } from '../../search/public.ts';
import type { Actor } from '../core/actor.ts';
import type { TextbookRepository } from './textbook.repository.ts';
import { type TextbookLink, textbookLinks } from './textbook-links.ts';

type Query = z.output<typeof textbookListRequestSchema>;

/** Readership digits (ISBN add-on, decision 270) of each level's books: children, youth, and general. */
const READERSHIP: Record<string, string[]> = { '01': ['7'], '02': ['4', '7'], '03': ['4', '0'] };

/**
 * 교과연계 도서 (decision 290): a grade's subject's books, the curated links first (with their unit),
 * then the subject's KDC classes, one per work, with copies everywhere and at the reader's school.
 * A pupil starts on their own level and grade.
 */
export function createTextbookService(deps: {
  db: Db;
  repository: TextbookRepository;
  links?: () => TextbookLink[];
}) {
  const links = deps.links ?? textbookLinks;
  return {
    async list(actor: Actor | null, query: Query): Promise<TextbookList> {
      const reader = actor ? await deps.repository.readerOf(actor.memberKey) : null;
      const pupil = actor?.memberTypeCode === MEMBER_TYPES.student;
      const ownLevel = reader?.schLevelCode && READERSHIP[reader.schLevelCode] ? reader.schLevelCode : null;
      const schoolLevel = query.schoolLevel ?? (ownLevel as Query['schoolLevel']) ?? '01';
      const ownGrade = pupil && ownLevel === schoolLevel ? reader?.grade : null;
      const grade = query.grade ?? ownGrade ?? 1;
      const subjects = subjectsOf(schoolLevel, grade);
      if (subjects.length === 0) throw badRequest(TEXTBOOK_MESSAGES.gradeOutOfRange);
      const subject = query.subjectCode ? subjects.find((s) => s.code === query.subjectCode) : subjects[0];
      if (!subject) {
        if (!TEXTBOOK_SUBJECTS.some((s) => s.code === query.subjectCode)) {
          throw badRequest('subjectCode: 교과 코드가 올바르지 않습니다.');
        }
        throw badRequest(TEXTBOOK_MESSAGES.subjectNotInGrade);
      }
      const linked = links().filter(
        (l) => l.schoolLevel === schoolLevel && l.grade === grade && l.subjectCode === subject.code,
      );
      const { list, totalCount } = await listShelfBooks(deps.db, {
        kdcPrefixes: subject.kdc,
        titleWords: linked.map((l) => l.title),
        readership: READERSHIP[schoolLevel],
        availableOnly: false,
        byWork: true,
        neisCode: reader?.neisCode ?? undefined,
        sort: 'popular',
        offset: (query.pageIndex - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        schoolLevel,
        grade,
        subjectCode: subject.code,
        subjectList: subjects.map((s) => ({ code: s.code, name: s.name })),
        schName: reader?.neisCode ? (reader.schName ?? null) : null,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        totalCount,
        list: list.map((b) => ({
          bookKey: b.bookKey,
          isbn13: b.isbn13,
          title: b.title,
          author: b.author,
          publisher: b.publisher,
          pubYear: b.pubYear,
          kdc: b.kdc,
          unitName: linked.find((l) => b.title.includes(l.title))?.unitName ?? null,
          holdingCount: b.holdingCount,
          availableCount: b.availableCount,
          schoolHoldingCount: b.schoolHoldingCount,
          schoolAvailableCount: b.schoolAvailableCount,
        })),
      };
    },
  };
}
export type TextbookService = ReturnType<typeof createTextbookService>;
