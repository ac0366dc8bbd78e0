import { z } from 'zod';
import { BADGE_TYPES } from '../codes/badge-types.ts';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';

/**
 * Badges (spec 000 §3, §7; decision 090).
 * GET /schome/service/mypage/badgestatus/list?memberKey= → `data.list` of the 24 badges (8 categories ×
 * 3 levels), each with the member's count in its category and regDate once earned (null while locked).
 */
export const badgeStatusRequestSchema = z.object({ memberKey: keySchema('memberKey', '회원 정보') });

const badgeTypeCodes = BADGE_TYPES.map((t) => t.code) as [string, ...string[]];

export const badgeStatusItemSchema = z.object({
  /** 1, 2 or 3 for level 3, 2 or 1 (spec 000 §3). */
  badgeType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  badgeTypeCode: z.enum(badgeTypeCodes),
  badgeTypeName: z.string(),
  /** The member's activities in the category so far. */
  activityCount: z.number().int().nonnegative(),
  /** The count that earns this badge. */
  goalCount: z.number().int().positive(),
  /** When the badge was earned (ISO 8601); null while locked. */
  regDate: z.string().nullable(),
});
export type BadgeStatusItem = z.infer<typeof badgeStatusItemSchema>;

export const badgeStatusResponseSchema = envelopeSchema(listSchema(badgeStatusItemSchema));
