import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';
import { notificationItemSchema } from './messages.ts';

/**
 * DashBoard (spec 000 §2, 001 §2.2; decision 094): the member's reading at a glance.
 * GET /schome/service/mypage/dashboard?memberKey=
 */
export const dashboardRequestSchema = z.object({ memberKey: keySchema('memberKey', '회원 정보') });

const monthCount = z.object({
  month: z.number().int().min(1).max(12),
  count: z.number().int().nonnegative(),
});
const kindCount = z.object({
  badgeTypeCode: z.string(),
  badgeTypeName: z.string(),
  count: z.number().int().nonnegative(),
});

export const dashboardFiguresSchema = z.object({
  /** Loans made in each month of the year (Korea time), January first. */
  loansByMonth: z.array(monthCount).length(12),
  /** The year's loans: the loan history of the year, counted (the chart sums the same rows; issue 37). */
  booksRead: z.number().int().nonnegative(),
  /** Activities per badge category (the badge engine's log). */
  activitiesByKind: z.array(kindCount),
  badgesEarned: z.number().int().nonnegative(),
});

export const dashboardSchema = dashboardFiguresSchema.extend({
  year: z.number().int(),
  badgesTotal: z.number().int(),
  currentLoans: z.array(
    z.object({
      loanKey: z.number().int(),
      title: z.string(),
      libName: z.string(),
      dueDate: z.string(),
      overdueYn: z.enum(['Y', 'N']),
    }),
  ),
  latestNotifications: z.array(notificationItemSchema),
  unreadNotificationCount: z.number().int().nonnegative(),
  unreadMessageCount: z.number().int().nonnegative(),
  bookshelfBookCount: z.number().int().nonnegative(),
  /** Whether the member has a library card linked (loans come from it). */
  cardLinkedYn: z.enum(['Y', 'N']),
  /** A verified teacher's or manager's class (their school's students, or their homeroom), else null. */
  classFigures: dashboardFiguresSchema
    .extend({ studentCount: z.number().int().nonnegative(), className: z.string() })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = envelopeSchema(dashboardSchema);
