import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { envelopeSchema } from '../envelope.ts';
import { neisCodeSchema } from '../schools/school-keys.ts';
import { emptyToUndefined } from '../validators/empty.ts';
import { dateTextSchema, displaySchema, pagedListSchema, pageSchema } from './common.ts';

/**
 * The library (DLS) notices: a school library's own notices and the office of education's notices to
 * every school library of a region. Public (no auth).
 *
 * GET /dls/api/notice/today?provCode=B10&neisCode=7130102
 *   notices posted for today (startDate ≤ today ≤ endDate), important first; for the DLS notice popup.
 * GET /dls/api/notice/list?provCode=B10&neisCode=7130102&page=1&display=10  the notices shown today (not hidden,
 *   inside their window if they have one), important first, then newest (the board engine's list order).
 * With neisCode: that school's library's notices plus its region's; with provCode only: the region's.
 */

const scope = {
  provCode: z.preprocess(
    emptyToUndefined,
    z.enum(REGION_CODES, { error: 'provCode: 지역 코드가 올바르지 않습니다.' }).optional(),
  ),
  neisCode: z.preprocess(emptyToUndefined, z.optional(neisCodeSchema)),
};

export const NOTICE_MESSAGES = {
  scopeRequired: 'provCode: 지역 코드 또는 학교 코드(neisCode)가 필요합니다.',
} as const;

const needScope = (v: { provCode?: string; neisCode?: string }) =>
  v.neisCode !== undefined || v.provCode !== undefined;

export const noticeTodayRequestSchema = z
  .object(scope)
  .refine(needScope, { error: NOTICE_MESSAGES.scopeRequired, path: ['provCode'] });
export const noticeListRequestSchema = z
  .object({ ...scope, page: pageSchema, display: displaySchema })
  .refine(needScope, { error: NOTICE_MESSAGES.scopeRequired, path: ['provCode'] });

export const libraryNoticeSchema = z.object({
  noticeKey: z.number().int(),
  /** The school library's notice, or null for the region's (office of education) notice. */
  libCode: z.string().nullable(),
  libName: z.string().nullable(),
  provCode: z.string(),
  title: z.string(),
  /** Sanitized HTML (the staff console's editor); render it through DOMPurify. */
  content: z.string(),
  importantYn: z.enum(['Y', 'N']),
  /** The display window (yyyy-mm-dd); null for no limit. `today` lists only notices with both set. */
  startDate: dateTextSchema.nullable(),
  endDate: dateTextSchema.nullable(),
  /** ISO 8601 instant. */
  postedAt: z.string(),
});

export const noticeTodayResponseSchema = envelopeSchema(
  z.object({ list: z.array(libraryNoticeSchema), totalCount: z.number().int() }),
);
export const noticeListResponseSchema = envelopeSchema(pagedListSchema(libraryNoticeSchema));

export type LibraryNotice = z.infer<typeof libraryNoticeSchema>;
export type NoticeTodayResponse = z.infer<typeof noticeTodayResponseSchema>;

/**
 * GET /dls/api/notice/detail?noticeKey=  one DLS notice (DlsNoticeDetail), with its neighbours in the
 * list order; counts a view. The notices are posts of the portal's board engine (board dlsNotice,
 * decision 070), which school managers write in the staff console; the library module reads them
 * through the portal's public interface.
 */
export const noticeDetailRequestSchema = z.object({
  noticeKey: z.coerce
    .number({ error: 'noticeKey: 공지 번호가 올바르지 않습니다.' })
    .int({ error: 'noticeKey: 공지 번호가 올바르지 않습니다.' })
    .positive({ error: 'noticeKey: 공지 번호가 올바르지 않습니다.' })
    .max(2_147_483_647, { error: 'noticeKey: 공지 번호가 올바르지 않습니다.' }),
});
const neighbour = z.object({ noticeKey: z.number().int(), title: z.string() }).nullable();
export const noticeDetailResponseSchema = envelopeSchema(
  libraryNoticeSchema.extend({
    viewCount: z.number().int(),
    fileList: z.array(
      z.object({ fileKey: z.number().int(), originalFileName: z.string(), fileSize: z.number().int() }),
    ),
    prev: neighbour,
    next: neighbour,
  }),
);
