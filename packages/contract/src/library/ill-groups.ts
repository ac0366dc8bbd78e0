import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { neisCodeSchema, schKeySchema } from '../schools/school-keys.ts';
import { emptyToUndefined } from '../validators/empty.ts';

/**
 * GET /dls/api/inter-library-loan/group/list (provCode, neisCode): the groups of school libraries that
 * lend to each other. With neisCode: that school's group; with provCode only: every group of the region.
 */

export const illGroupListRequestSchema = z
  .object({
    provCode: z.preprocess(
      emptyToUndefined,
      z.enum(REGION_CODES, { error: 'provCode: 지역 코드가 올바르지 않습니다.' }).optional(),
    ),
    neisCode: z.preprocess(emptyToUndefined, z.optional(neisCodeSchema)),
    /** The portal's school key, for a school site that knows its school only by schKey. */
    schKey: z.preprocess(emptyToUndefined, z.optional(schKeySchema)),
  })
  .refine(
    (v) =>
      v.neisCode !== undefined ||
      v.schKey !== undefined ||
      (v.provCode !== undefined && v.provCode !== 'A10'),
    {
      error: 'provCode: 지역 코드 또는 학교 코드(neisCode)가 필요합니다.',
      path: ['provCode'],
    },
  );

export const illGroupMemberSchema = z.object({
  neisCode: z.string(),
  libCode: z.string(),
  schKey: z.number().int(),
  schName: z.string(),
});

export const illGroupSchema = z.object({
  groupKey: z.number().int(),
  groupCode: z.string(),
  groupName: z.string(),
  provCode: z.string(),
  memberCount: z.number().int(),
  members: z.array(illGroupMemberSchema),
});

export const illGroupListResponseSchema = envelopeSchema(listSchema(illGroupSchema));

export type IllGroup = z.infer<typeof illGroupSchema>;
export type IllGroupListResponse = z.infer<typeof illGroupListResponseSchema>;
