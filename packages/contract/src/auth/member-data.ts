import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { INT4_MAX } from '../validators/ids.ts';

/** The member data loaded after login (spec 000 §4): counts of the member's own things. */
const memberKey = z.coerce
  .number({ error: 'memberKey: 회원 정보가 올바르지 않습니다.' })
  .int()
  .positive()
  .max(INT4_MAX);

export const bookshelfCountRequestSchema = z.object({
  memberKey,
  provCode: z.string().max(10).optional(),
  schKey: z.string().max(20).optional(),
});
export const bookshelfCountResponseSchema = envelopeSchema(
  z.object({ myLibTotalBookCount: z.number().int() }),
);

/** Students by memberKey, teachers and others by teacherMemberKey (spec 000 §4). */
export const activityCountRequestSchema = z
  .object({ memberKey: memberKey.optional(), teacherMemberKey: memberKey.optional() })
  .refine((v) => v.memberKey !== undefined || v.teacherMemberKey !== undefined, {
    error: 'memberKey: 회원 정보가 올바르지 않습니다.',
  });
export const activityCountResponseSchema = envelopeSchema(
  z.object({ readingActivitesCount: z.number().int() }),
);

export const newListCountRequestSchema = z.object({ memberKey });
export const newListCountResponseSchema = envelopeSchema(z.object({ totalCount: z.number().int() }));

/**
 * DLS user info (spec 000 §3, 001 §3): GET /dls/api/user/info with `Authorization: Bearer <accessToken>`.
 * `loanCount` (current loans) and `rsvtCount` (WAITING and READY reservations) are counted from the
 * library's rows on every call; the header shows them.
 */
export const dlsUserInfoResponseSchema = envelopeSchema(
  z.object({
    dlsUserNo: z.string(),
    schoolCode: z.string(),
    loanYn: z.enum(['Y', 'N']),
    loanNReason: z.string().nullable(),
    loanCount: z.number().int().nonnegative(),
    rsvtCount: z.number().int().nonnegative(),
    overdueCount: z.number().int().nonnegative(),
  }),
);
