import { RECRUIT_STATUS } from '@reading/contract/groups/reading-group';
import type { ReviewService } from './activities/review.service.ts';
import type { BalanceService } from './balance/balance.service.ts';
import type { ReadingGroupService } from './groups/reading-group.service.ts';
import type { PupilApprovalService, TeacherApprovalService } from './teacher-approval/public.ts';
import type { TodoSource } from './todo/todo.service.ts';

/**
 * The to-do panel's sources (decision 286), composed at the portal's root: each kind asks its owning
 * area's own list (the one its page shows), so the panel's count is the list's.
 */

export const pupilApprovalTodo = (pupils: PupilApprovalService): TodoSource => ({
  kind: 'pupilApproval',
  more: { linkRoute: 'ClassManage' },
  async page(c, limit) {
    const role = c.memberTypeCode === '03' ? 'manager' : 'teacher';
    const page = await pupils.list(
      { memberKey: c.memberKey, schKey: c.schKey, role },
      { pageIndex: 1, pageSize: limit },
    );
    return {
      totalCount: page.totalCount,
      list: page.list.map((p) => ({
        key: p.key,
        title: p.name,
        writerName: p.grade && p.classNo ? `${p.grade}-${p.classNo}` : null,
        regDate: p.createdAt,
        linkRoute: 'ClassManage',
        linkQuery: null,
      })),
    };
  },
});

export const teacherApprovalTodo = (teachers: TeacherApprovalService): TodoSource => ({
  kind: 'teacherApproval',
  appliesTo: (c) => c.memberTypeCode === '03',
  more: { linkRoute: 'TeacherApprovalManage' },
  async page(c, limit) {
    const page = await teachers.list(c.schKey, { status: 'pending', pageIndex: 1, pageSize: limit });
    return {
      totalCount: page.totalCount,
      list: page.list.map((t) => ({
        key: t.memberKey,
        title: t.name,
        writerName: t.loginId,
        regDate: t.createdAt,
        linkRoute: 'TeacherApprovalManage',
        linkQuery: null,
      })),
    };
  },
});

export const groupApprovalTodo = (groups: ReadingGroupService): TodoSource => ({
  kind: 'groupApproval',
  more: { linkRoute: 'ReadingGroup' },
  async page(c, limit) {
    const { list } = await groups.list(c, 'school');
    const awaiting = list.filter((g) => g.recruitStatusCode === RECRUIT_STATUS.awaiting);
    return {
      totalCount: awaiting.length,
      list: awaiting.slice(0, limit).map((g) => ({
        key: g.groupKey,
        title: g.name,
        writerName: g.leaderName,
        regDate: g.regDate,
        linkRoute: 'BookGroupClub',
        linkQuery: { groupKey: String(g.groupKey) },
      })),
    };
  },
});

export const balanceApprovalTodo = (balance: BalanceService): TodoSource => ({
  kind: 'balanceApproval',
  more: { linkRoute: 'BalanceApproval' },
  async page(c, limit) {
    const { list, totalCount } = await balance.list(c, '01');
    return {
      totalCount,
      list: list.slice(0, limit).map((g) => ({
        key: g.balanceKey,
        title: g.title,
        writerName: g.writerName,
        regDate: g.regDate,
        linkRoute: 'BalanceDetail',
        linkQuery: { balanceKey: String(g.balanceKey) },
      })),
    };
  },
});

export const activityReviewTodo = (reviews: ReviewService): TodoSource => ({
  kind: 'activityReview',
  more: { linkRoute: 'ParticipationActivityManageList' },
  async page(c, limit) {
    const page = await reviews.manageList(c, c.memberKey, {
      pageIndex: 1,
      pageSize: limit,
      statusCode: '01',
    });
    return {
      totalCount: page.totalCount,
      list: page.list.map((a) => ({
        key: a.reaActKey,
        title: a.title,
        writerName: a.memberName,
        regDate: a.regDate,
        linkRoute: 'ParticipationActivityReviewManage',
        linkQuery: { reaActKey: String(a.reaActKey) },
      })),
    };
  },
});
