import { ACTIVITY_MESSAGES as M } from '@reading/contract/activities/codes';
import { and, eq } from 'drizzle-orm';
import { readingActivity as a } from '../../../db/schema/portal-activities.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { ActivitiesRepository, Page } from './activities.repository.ts';
import { detailOf, repliesOf, toPage } from './activity-views.ts';
import { isSchoolStaff, reviewableBy, type Viewer } from './visibility.ts';

/**
 * A teacher's review of reading activities (decision 131): the queue, replies, approve, return with a
 * reason, recommend. Only teachers and managers of the activity's school: a student 403, another school's
 * teacher 403, the school's own draft or self-kept activity 404. The author is notified of each step.
 */
export function createReviewService(deps: {
  repository: ActivitiesRepository;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
}) {
  const { repository } = deps;

  const requireStaff = (v: Viewer) => {
    if (!v) throw unauthorized(M.loginRequired);
    if (!isSchoolStaff(v)) throw forbidden(M.forbidden);
    return v;
  };

  /** The activity a teacher reviews: 404 when there is none, 403 for a student or another school's teacher. */
  async function reviewable(v: Viewer, reaActKey: number) {
    const staff = requireStaff(v);
    const row = await repository.findOne(reaActKey);
    if (!row) throw notFound(M.notFound);
    if (!(await repository.isReviewable(reaActKey, staff))) {
      // The school's own draft or self-kept activity is not there for its teachers; another school's is forbidden.
      if (row.schKey === staff.schKey) throw notFound(M.notFound);
      throw forbidden(M.forbidden);
    }
    return row;
  }

  /** Tells the author of a step, linking to the activity itself (where the reply and reason show). */
  async function notifyAuthor(
    row: { memberKey: number; reaActKey: number; title: string },
    title: string,
    key: string,
    kind: 'feedback' | 'approval' = 'feedback',
  ) {
    await deps.portal().notify(row.memberKey, {
      kind,
      title,
      content: row.title,
      linkRoute: 'ParticipationContestDetail',
      linkQuery: { params: { reaActKey: String(row.reaActKey) } },
      dedupeKey: `activity:${row.reaActKey}:${key}`,
    });
  }

  return {
    async manageList(
      v: Viewer,
      teacherMemberKey: number,
      p: Page & { statusCode?: string; reaActCode?: string },
    ) {
      const staff = requireStaff(v);
      if (staff.memberKey !== teacherMemberKey) throw forbidden(M.forbidden);
      const where = and(
        reviewableBy(staff),
        p.statusCode ? eq(a.statusCode, p.statusCode) : undefined,
        p.reaActCode ? eq(a.reaActCode, p.reaActCode) : undefined,
      )!;
      return toPage(p, await repository.page(where, p), staff);
    },

    async manageDetail(v: Viewer, reaActKey: number) {
      return detailOf(repository, await reviewable(v, reaActKey), v);
    },

    async reply(v: Viewer, reaActKey: number, content: string) {
      const row = await reviewable(v, reaActKey);
      await deps.bannedWords.assertClean(content);
      const replyKey = await repository.insertReply(reaActKey, v!.memberKey, content);
      await repository.update(reaActKey, { teacherMemberKey: v!.memberKey });
      await notifyAuthor(row, `'${row.title}'에 선생님 댓글이 달렸습니다.`, `reply:${replyKey}`);
      const replies = await repliesOf(repository, reaActKey);
      return replies.find((r) => r.replyKey === replyKey)!;
    },

    async replies(v: Viewer, reaActKey: number) {
      if (!(await repository.findVisible(reaActKey, v))) throw notFound(M.notFound);
      return { list: await repliesOf(repository, reaActKey) };
    },

    async replyDetail(v: Viewer, replyKey: number) {
      const reply = await repository.reply(replyKey);
      if (!reply || !(await repository.findVisible(reply.reaActKey, v)))
        throw notFound('댓글을 찾을 수 없습니다.');
      return (await repliesOf(repository, reply.reaActKey)).find((r) => r.replyKey === replyKey)!;
    },

    async approve(v: Viewer, reaActKey: number) {
      const row = await reviewable(v, reaActKey);
      if (row.statusCode !== '01') throw conflict(M.notSubmitted);
      await repository.update(reaActKey, {
        statusCode: '02',
        returnReason: null,
        teacherMemberKey: v!.memberKey,
      });
      // An approved activity counts for badge 02 (decision 090), once per activity.
      await deps.portal().reportActivity({
        kind: 'activityWritten',
        memberKey: row.memberKey,
        sourceKey: `activity:${reaActKey}`,
      });
      await notifyAuthor(row, `'${row.title}' 독서활동이 승인되었습니다.`, 'approved', 'approval');
      return { reaActKey };
    },

    async returnWithReason(v: Viewer, reaActKey: number, reason: string) {
      const row = await reviewable(v, reaActKey);
      if (row.statusCode !== '01') throw conflict(M.notSubmitted);
      await deps.bannedWords.assertClean(reason);
      await repository.update(reaActKey, {
        statusCode: '03',
        returnReason: reason,
        teacherMemberKey: v!.memberKey,
      });
      await notifyAuthor(
        row,
        `'${row.title}' 독서활동이 반려되었습니다. 사유를 확인해주세요.`,
        `returned:${Date.now()}`,
      );
      return { reaActKey };
    },

    async recommend(v: Viewer, reaActKey: number, recommendYn: 'Y' | 'N') {
      const row = await reviewable(v, reaActKey);
      if (row.statusCode !== '02') throw conflict(M.notApproved);
      const on = recommendYn === 'Y';
      await repository.update(reaActKey, {
        recommended: on,
        recommendedAt: on ? new Date() : null,
        teacherMemberKey: v!.memberKey,
      });
      if (on)
        await notifyAuthor(
          row,
          `'${row.title}' 독서활동이 추천 활동으로 선정되었습니다.`,
          'recommended',
          'approval',
        );
      return { reaActKey };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
