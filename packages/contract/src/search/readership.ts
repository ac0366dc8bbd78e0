import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { INT4_MAX } from '../validators/ids.ts';

/**
 * PATCH /alpasq/api/detail/readership (issue 36, decision 270): a school manager corrects who a catalogue
 * record is for (children, youth, general, adult: adults only). Every list a pupil sees follows it.
 */
export const READERSHIP_VALUES = ['children', 'youth', 'general', 'adult'] as const;

export const readershipUpdateRequestSchema = z.object({
  bookKey: z.coerce
    .number({ error: 'bookKey: 숫자여야 합니다.' })
    .int({ error: 'bookKey: 숫자여야 합니다.' })
    .positive({ error: 'bookKey: 숫자여야 합니다.' })
    .max(INT4_MAX, { error: 'bookKey: 숫자여야 합니다.' }),
  readership: z.enum(READERSHIP_VALUES, {
    error: 'readership: children, youth, general, adult 중 하나여야 합니다.',
  }),
});
export type ReadershipUpdateRequest = z.input<typeof readershipUpdateRequestSchema>;
export const readershipUpdateResponseSchema = envelopeSchema(
  z.object({ bookKey: z.number().int(), readership: z.enum(READERSHIP_VALUES) }),
);

export const READERSHIP_MESSAGES = {
  saved: '이용 대상을 바꾸었습니다.',
  managersOnly: '학교관리자만 이용 대상을 바꿀 수 있습니다.',
  bookNotFound: '도서를 찾을 수 없습니다.',
} as const;
