import { z } from 'zod';
import { REGION_CODES } from '../codes/regions.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { isCalendarDate } from '../validators/calendar-date.ts';
import { COMMUNITY_MESSAGES, CONTENT_MAX, STAFF_BOARD_CODES } from './codes.ts';
import { openScopeSchema } from './my-school-library-info.ts';
import {
  boardListQuery,
  boardPageSchema,
  boardPostDetailSchema,
  boardPostSchema,
  postKeySchema,
  ynSchema,
} from './posts.ts';
import { fileKeysSchema, richTextSchema, titleSchema } from './questions.ts';

/**
 * The staff console's calls (decision 072). Operators (an operator account: `operatorYn` Y) write the
 * service's posts (schKey null) of every staff board and the srMng pages; a school manager (member type
 * 03) writes their own school's posts. Every write is checked on the server: a student 403, a teacher 403,
 * another school's manager 403 '소속 학교의 게시판만 관리할 수 있습니다.'; a refused write changes nothing.
 *
 * GET  /schome/service/community/staff/me  what the caller may write (no session: 401).
 * GET  /schome/service/community/board/manage/list?boardCode=&schKey=&pageIndex=&pageSize=&searchKeyword=
 *   every post of that scope, hidden, scheduled and expired ones too (staff of the scope only).
 * GET  board/manage/detail?postKey=  a post for editing.
 * POST board/save { postKey?, boardCode, schKey?, title, content (HTML), … }  create, or edit with postKey.
 *   The HTML is sanitized (allow-list; decision 073) and every text passes the banned-word check.
 * POST board/pin { postKey, pinnedYn }; board/hide { postKey, hiddenYn };
 *      board/schedule { postKey, startDate, endDate }; board/delete { postKey }.
 * Answers to inquiries and counselling: qna-board.ts and reading-counseling.ts.
 */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const dateSchema = (field: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field}: 날짜는 yyyy-mm-dd 형식이어야 합니다.` })
      .refine(realDate, { error: `${field}: 날짜가 올바르지 않습니다.` })
      .nullable(),
  );

/** A calendar date that exists (2026-02-31 does not) within years 2000–2999. */
function realDate(v: string): boolean {
  return isCalendarDate(v) && v >= '2000-01-01' && v < '3000-01-01';
}

const schedule = { startDate: dateSchema('startDate'), endDate: dateSchema('endDate') };
const datesInOrder = (v: { startDate: string | null; endDate: string | null }) =>
  !v.startDate || !v.endDate || v.startDate <= v.endDate;

export const staffBoardCodeSchema = z.enum(STAFF_BOARD_CODES, { error: COMMUNITY_MESSAGES.boardInvalid });

export const boardSaveRequestSchema = z
  .object({
    /** Present to edit that post; absent to create one. */
    postKey: postKeySchema.optional(),
    boardCode: staffBoardCodeSchema,
    /** The school whose board it is; null or absent for the service's (operators). */
    schKey: z.preprocess(emptyToNull, keySchema('schKey', '학교 키').nullable()).default(null),
    title: titleSchema,
    /** HTML from the editor; sanitized on the server. */
    content: richTextSchema(CONTENT_MAX),
    /** FAQ category (required on faq). */
    categoryCode: z
      .preprocess(
        emptyToNull,
        z
          .string()
          .regex(/^[0-9]{2}$/)
          .nullable(),
      )
      .default(null),
    provCode: z.enum(REGION_CODES, { error: 'provCode: 지역 코드가 올바르지 않습니다.' }).default('A10'),
    /** Site-level school code 01 elementary, 02 middle, 03 high; null every level. */
    schLevelCode: z.preprocess(emptyToNull, z.enum(['01', '02', '03']).nullable()).default(null),
    /** Audience member type (notices): null every member. */
    memberTypeCode: z
      .preprocess(
        emptyToNull,
        z
          .string()
          .regex(/^[0-9]{2}$/)
          .nullable(),
      )
      .default(null),
    pinnedYn: ynSchema.default('N'),
    popupYn: ynSchema.default('N'),
    eventYn: ynSchema.default('N'),
    hiddenYn: ynSchema.default('N'),
    /** 04 everyone, 02 members of the post's school only (school boards). */
    openScope: openScopeSchema.default('04'),
    ...schedule,
    fileKeys: fileKeysSchema,
  })
  .refine(datesInOrder, { error: COMMUNITY_MESSAGES.dateOrder, path: ['endDate'] });

export const boardPinRequestSchema = z.object({ postKey: postKeySchema, pinnedYn: ynSchema });
export const boardHideRequestSchema = z.object({ postKey: postKeySchema, hiddenYn: ynSchema });
export const boardScheduleRequestSchema = z
  .object({ postKey: postKeySchema, ...schedule })
  .refine(datesInOrder, { error: COMMUNITY_MESSAGES.dateOrder, path: ['endDate'] });
export const boardDeleteRequestSchema = z.object({ postKey: postKeySchema });

/** The console's list: a staff board only (members' boards have their own calls and readers; decision 226). */
export const boardManageListRequestSchema = z.object({
  boardCode: staffBoardCodeSchema,
  schKey: z.preprocess((v) => (v === '' ? undefined : v), keySchema('schKey', '학교 키').optional()),
  ...boardListQuery,
});
export const boardManageDetailRequestSchema = z.object({ postKey: postKeySchema });

/** A post as the console sees it: every field it can edit. */
export const managedPostSchema = boardPostDetailSchema.extend({
  memberTypeCode: z.string().nullable(),
  openScope: openScopeSchema,
  /** Y when the public sees it today (not hidden, inside its schedule). */
  visibleYn: ynSchema,
});
export const managedPostItemSchema = boardPostSchema.extend({
  openScope: openScopeSchema,
  visibleYn: ynSchema,
});

export const boardManageListResponseSchema = envelopeSchema(boardPageSchema(managedPostItemSchema));
export const managedPostResponseSchema = envelopeSchema(managedPostSchema);
export const boardDeleteResponseSchema = envelopeSchema(z.object({ postKey: z.number().int() }));

/** What the caller may do in the console. */
export const staffMeSchema = z.object({
  /** Y for an operator of the agency. */
  operatorYn: ynSchema,
  /** The school whose boards the caller manages (a school manager), else null. */
  manageSchKey: z.number().int().nullable(),
  /** Y when the caller answers their school's counselling (teachers and managers). */
  counselingAnswerYn: ynSchema,
  /** Y when the caller answers inquiries (operators, managers). */
  inquiryAnswerYn: ynSchema,
  /** Y for an operator: answers service requests (decision 152). */
  serviceRequestAnswerYn: ynSchema,
  /** The boards the caller writes, with the scope: national (schKey null) or their school. */
  boards: z.array(
    z.object({ boardCode: staffBoardCodeSchema, boardName: z.string(), schKey: z.number().int().nullable() }),
  ),
  /** Y when the caller edits the srMng pages (operators). */
  pagesYn: ynSchema,
});
export const staffMeResponseSchema = envelopeSchema(staffMeSchema);

export type BoardSaveRequest = z.input<typeof boardSaveRequestSchema>;
export type BoardSave = z.output<typeof boardSaveRequestSchema>;
export type ManagedPost = z.infer<typeof managedPostSchema>;
export type ManagedPostItem = z.infer<typeof managedPostItemSchema>;
export type StaffMe = z.infer<typeof staffMeSchema>;
