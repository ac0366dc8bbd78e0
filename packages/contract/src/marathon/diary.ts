import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { envelopeSchema } from '../envelope.ts';
import { calendarDay, marathonBookKeySchema, progressSchema, readingMarathonKeySchema } from './marathon.ts';

/**
 * Reading diaries of a marathon (issue 19; spec 001 §2.2 contestMarathonDiary, listOfCreateMarathonDiary,
 * listOfCreateMarathonDiaryForBook, createReadingDiary; decision 181). Under
 * /schome/service/readingActivitesJoin/readingMarathon:
 *
 * GET  diary/list?readingMarathonKey=&bookKey=   my diaries of the marathon (of one book with bookKey)
 * POST diary/save { readingMarathonKey, bookKey, readPages, readDate, content }   createReadingDiary:
 *      a participant, while the marathon runs; answers the diary and my progress after it
 */
export const READING_PAGES_MAX = 5000;
export const DIARY_CONTENT_MAX = 1000;

const pagesError = `readPages: 읽은 쪽수를 1~${READING_PAGES_MAX} 사이의 숫자로 입력해주세요.`;

export const diarySaveRequestSchema = z.object({
  readingMarathonKey: readingMarathonKeySchema,
  bookKey: marathonBookKeySchema,
  readPages: z.coerce
    .number({ error: pagesError })
    .int({ error: pagesError })
    .min(1, { error: pagesError })
    .max(READING_PAGES_MAX, { error: pagesError }),
  readDate: calendarDay('readDate', '읽은 날'),
  content: z
    .string({ error: 'content: 느낀 점을 입력해주세요.' })
    .trim()
    .min(1, { error: 'content: 느낀 점을 입력해주세요.' })
    .max(DIARY_CONTENT_MAX, { error: `content: 느낀 점은 ${DIARY_CONTENT_MAX}자까지 입력할 수 있습니다.` })
    .refine((v) => !hasControlCharacters(v.replace(/[\r\n\t]/g, '')), {
      error: 'content: 사용할 수 없는 문자가 있습니다.',
    }),
});
export type DiarySaveRequest = z.input<typeof diarySaveRequestSchema>;

export const diaryListRequestSchema = z.object({
  readingMarathonKey: readingMarathonKeySchema,
  bookKey: z.preprocess((v) => (v === '' ? undefined : v), marathonBookKeySchema.optional()),
});

export const diarySchema = z.object({
  readingDiaryKey: z.number().int(),
  readingMarathonKey: z.number().int(),
  bookKey: z.number().int(),
  bookTitle: z.string(),
  bookAuthor: z.string(),
  readPages: z.number().int(),
  readDate: z.string(),
  content: z.string(),
  regDate: z.string(),
});
export type ReadingDiary = z.infer<typeof diarySchema>;

export const diaryListResponseSchema = envelopeSchema(
  z.object({ list: z.array(diarySchema), totalCount: z.number().int() }),
);
export const diarySaveResponseSchema = envelopeSchema(
  z.object({ diary: diarySchema, myProgress: progressSchema }),
);
