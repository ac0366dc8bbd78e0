import { z } from 'zod';
import { SCHOOL_LEVELS } from '../codes/school-levels.ts';
import { pageIndexSchema, pageSizeSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { emptyOrNullToUndefined } from '../validators/empty.ts';

/**
 * 교과연계 도서 (spec 000 §2 quick menu "textbook books", spec 001 §2.2 /Textbook; decision 290): the
 * books tied to a school subject of a grade, browsable by subject and grade, each with its copies.
 * `GET /schome/service/textbook/list` (textbookListRequestSchema → textbookListResponseSchema).
 * /TextbookCount stays the event counter (event.ts).
 *
 * A subject's books are the curated links of that grade and subject first (real titles tied to the
 * subject's units), then the catalogue's books in the subject's KDC classes that fit the level's readers.
 */

type Level = '01' | '02' | '03';

export type TextbookSubject = {
  code: string;
  name: string;
  /** KDC class prefixes whose books belong to the subject. */
  kdc: readonly string[];
  /** The grades of each school level that have the subject. */
  grades: Partial<Record<Level, readonly number[]>>;
};

const ALL_ELEMENTARY = [1, 2, 3, 4, 5, 6] as const;
const UPPER_ELEMENTARY = [3, 4, 5, 6] as const;
const SECONDARY = [1, 2, 3] as const;

/** School subjects (초등 교과, 중·고 교과) and the KDC classes of their books. */
export const TEXTBOOK_SUBJECTS: readonly TextbookSubject[] = [
  {
    code: 'KOR',
    name: '국어',
    kdc: ['81', '71'],
    grades: { '01': ALL_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  {
    code: 'MAT',
    name: '수학',
    kdc: ['41'],
    grades: { '01': ALL_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  {
    code: 'INT',
    name: '통합교과(바른·슬기로운·즐거운 생활)',
    kdc: ['18', '33', '37', '40', '60'],
    grades: { '01': [1, 2] },
  },
  {
    code: 'SOC',
    name: '사회',
    kdc: ['3', '98'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  { code: 'HIS', name: '역사', kdc: ['91', '9'], grades: { '01': [5, 6], '02': SECONDARY, '03': SECONDARY } },
  {
    code: 'MOR',
    name: '도덕',
    kdc: ['19', '1'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  {
    code: 'SCI',
    name: '과학',
    kdc: ['4'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  { code: 'PRA', name: '실과', kdc: ['5'], grades: { '01': [5, 6] } },
  { code: 'TEC', name: '기술·가정', kdc: ['5'], grades: { '02': SECONDARY, '03': SECONDARY } },
  {
    code: 'MUS',
    name: '음악',
    kdc: ['67'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  {
    code: 'ART',
    name: '미술',
    kdc: ['65', '60'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  {
    code: 'PHE',
    name: '체육',
    kdc: ['69'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
  {
    code: 'ENG',
    name: '영어',
    kdc: ['74', '84'],
    grades: { '01': UPPER_ELEMENTARY, '02': SECONDARY, '03': SECONDARY },
  },
];

/** The subjects a grade of a school level has, in the table's order. */
export function subjectsOf(schoolLevel: string, grade: number): TextbookSubject[] {
  return TEXTBOOK_SUBJECTS.filter((s) => s.grades[schoolLevel as Level]?.includes(grade));
}

export const TEXTBOOK_MESSAGES = {
  gradeOutOfRange: 'grade: 학년이 학교급에 맞지 않습니다.',
  subjectNotInGrade: 'subjectCode: 해당 학년에 없는 교과입니다.',
} as const;

const LEVEL_CODES = SCHOOL_LEVELS.map((l) => l.code) as ['01', '02', '03'];

export const TEXTBOOK_PAGE_SIZE = 12;

export const textbookListRequestSchema = z.object({
  /** 01 elementary, 02 middle, 03 high; without it a pupil's own level (else elementary). */
  schoolLevel: z.preprocess(
    emptyOrNullToUndefined,
    z.enum(LEVEL_CODES, { error: 'schoolLevel: 학교급은 01, 02, 03 중 하나여야 합니다.' }).optional(),
  ),
  /** Without it a pupil's own grade (else 1). */
  grade: z.preprocess(
    emptyOrNullToUndefined,
    z.coerce
      .number({ error: 'grade: 학년은 1~6의 숫자여야 합니다.' })
      .int({ error: 'grade: 학년은 1~6의 숫자여야 합니다.' })
      .min(1, { error: 'grade: 학년은 1~6의 숫자여야 합니다.' })
      .max(6, { error: 'grade: 학년은 1~6의 숫자여야 합니다.' })
      .optional(),
  ),
  /** Without it the grade's first subject. */
  subjectCode: z.preprocess(
    emptyOrNullToUndefined,
    z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'subjectCode: 교과 코드가 올바르지 않습니다.' })
      .optional(),
  ),
  pageIndex: pageIndexSchema,
  pageSize: z.preprocess(emptyOrNullToUndefined, pageSizeSchema.default(TEXTBOOK_PAGE_SIZE)),
});
export type TextbookListRequest = z.input<typeof textbookListRequestSchema>;

export const textbookBookSchema = z.object({
  bookKey: z.number().int(),
  isbn13: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  pubYear: z.number().int().nullable(),
  kdc: z.string().nullable(),
  /** The unit (교과 단원) a curated link ties the book to; null for a book of the subject's KDC classes. */
  unitName: z.string().nullable(),
  /** Copies in every school library, and how many are on the shelf now. */
  holdingCount: z.number().int(),
  availableCount: z.number().int(),
  /** Copies at the reader's own school (null without a school). */
  schoolHoldingCount: z.number().int().nullable(),
  schoolAvailableCount: z.number().int().nullable(),
});
export type TextbookBook = z.infer<typeof textbookBookSchema>;

export const textbookListSchema = z.object({
  list: z.array(textbookBookSchema),
  totalCount: z.number().int(),
  schoolLevel: z.enum(LEVEL_CODES),
  grade: z.number().int(),
  subjectCode: z.string(),
  /** The subjects of the grade, for the selector. */
  subjectList: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The reader's school name when the holdings put its copies first. */
  schName: z.string().nullable(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export const textbookListResponseSchema = envelopeSchema(textbookListSchema);
export type TextbookList = z.infer<typeof textbookListSchema>;
