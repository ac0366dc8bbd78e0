import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';

/**
 * The to-do panel of teachers and managers (issue 37, decision 286): what waits for them, each kind with
 * its count and its first few items, every item linking to the page where it is decided.
 *
 * GET /schome/service/mypage/todo        a verified teacher (02) or manager (03); a student 403
 */

/** The kinds of work, in the panel's order (a manager alone sees teachers). */
export const TODO_KINDS = {
  pupilApproval: '승인을 기다리는 학생',
  teacherApproval: '승인을 기다리는 선생님',
  groupApproval: '승인을 기다리는 독서동아리',
  balanceApproval: '승인을 기다리는 밸런스게임',
  activityReview: '검토를 기다리는 독서활동',
} as const;
export type TodoKind = keyof typeof TODO_KINDS;
export const TODO_KIND_CODES = Object.keys(TODO_KINDS) as [TodoKind, ...TodoKind[]];

/** Items of each kind the panel lists; the count says how many there are in all. */
export const TODO_ITEMS_SHOWN = 3;

/** A link to a page of the web's route table: its name and query (`groupKey`, `reaActKey`...). */
export const todoLinkSchema = z.object({
  linkRoute: z.string(),
  linkQuery: z.record(z.string(), z.string()).nullable(),
});

export const todoItemSchema = todoLinkSchema.extend({
  /** The item's key within its kind (a member, a club, an activity...). */
  key: z.number().int(),
  title: z.string(),
  /** Who it comes from (a pupil, a club's founder), when it is someone's. */
  writerName: z.string().nullable(),
  regDate: z.string().nullable(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

export const todoSectionSchema = z.object({
  kind: z.enum(TODO_KIND_CODES),
  name: z.string(),
  totalCount: z.number().int().nonnegative(),
  list: z.array(todoItemSchema).max(TODO_ITEMS_SHOWN),
  /** The page listing every item of the kind. */
  more: todoLinkSchema,
});
export type TodoSection = z.infer<typeof todoSectionSchema>;

export const todoSchema = z.object({
  /** Every kind the caller decides, in order, empty ones too (count 0). */
  sections: z.array(todoSectionSchema),
  totalCount: z.number().int().nonnegative(),
});
export type Todo = z.infer<typeof todoSchema>;
export const todoResponseSchema = envelopeSchema(todoSchema);
