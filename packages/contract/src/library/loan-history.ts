import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { emptyToUndefined } from '../validators/empty.ts';
import { INT4_MAX } from '../validators/ids.ts';
import { dateTextSchema, displaySchema, libCodeSchema, pagedListSchema, pageSchema } from './common.ts';
import { loanItemSchema } from './loans.ts';

/**
 * The portal's view of a member's loan history (spec 001 §7), multipart/form-data POSTs. Auth:
 * portal session headers; `memberKey` must be the caller's own (403 otherwise). Without a linked
 * card the lists are empty.
 *
 * POST /schome/service/loan/loanHistory/getResLibList  form { memberKey }
 *   the libraries where the member's card has loans (current or returned), with counts.
 * POST /schome/service/loan/loanHistory/getResLoanHist form { memberKey, libCode?, startDate?,
 *   endDate?, page?, display? }  the member's loans (current and returned), newest first.
 */
const memberKey = z.coerce
  .number({ error: 'memberKey: 회원 정보가 올바르지 않습니다.' })
  .int({ error: 'memberKey: 회원 정보가 올바르지 않습니다.' })
  .positive({ error: 'memberKey: 회원 정보가 올바르지 않습니다.' })
  .max(INT4_MAX, { error: 'memberKey: 회원 정보가 올바르지 않습니다.' });
const date = (field: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: `${field}: 날짜는 yyyy-mm-dd 형식이어야 합니다.` })
      .refine(isCalendarDate, { error: `${field}: 날짜는 yyyy-mm-dd 형식의 실제 날짜여야 합니다.` })
      .optional(),
  );

export const resLibListRequestSchema = z.object({ memberKey });
export const resLibListResponseSchema = envelopeSchema(
  z.object({
    list: z.array(
      z.object({
        libCode: z.string(),
        libName: z.string(),
        neisCode: z.string(),
        loanCount: z.number().int(),
        lastLoanDate: dateTextSchema.nullable(),
      }),
    ),
    totalCount: z.number().int(),
  }),
);

export const resLoanHistRequestSchema = z
  .object({
    memberKey,
    libCode: z.preprocess(emptyToUndefined, libCodeSchema.optional()),
    startDate: date('startDate'),
    endDate: date('endDate'),
    page: pageSchema,
    display: displaySchema,
  })
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    error: 'startDate: 시작일이 종료일보다 늦을 수 없습니다.',
    path: ['startDate'],
  });
export const resLoanHistResponseSchema = envelopeSchema(pagedListSchema(loanItemSchema));

export type ResLibListResponse = z.infer<typeof resLibListResponseSchema>;
export type ResLoanHistResponse = z.infer<typeof resLoanHistResponseSchema>;
