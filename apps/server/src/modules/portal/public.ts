/**
 * The portal module's public face (docs/decisions/065): what other modules use of `modules/portal`.
 * The portal's session (decision 031) is checked once per request by its session plugin
 * (auth/session.plugin.ts, registered app-wide by app.ts); other modules read the member it found.
 */
export {
  assertRole,
  requireMember,
  requireRole,
  type SessionMember,
} from './auth/session.plugin.ts';

/** The board engine's DLS notices, which the library serves at /dls/api/notice/* (decision 070). */
import type { CommunityForLibrary } from './community/community.plugin.ts';

export type { CommunityForLibrary, DlsNotice, DlsNoticeScope } from './community/community.plugin.ts';
export type DlsNoticesFace = CommunityForLibrary['dlsNotices'];

import type { ActivityEvent, ActivityResult } from './mypage/badges.service.ts';
import type { CommunitySection } from './mypage/my-community.sections.ts';
import type { NotificationInput, PupilTarget } from './mypage/notifications.service.ts';

export type { ActivityEvent, ActivityKind, ActivityResult } from './mypage/badges.service.ts';
export type { CommunitySection, CommunitySectionPage } from './mypage/my-community.sections.ts';
export type { NotificationInput, NotificationKind, PupilTarget } from './mypage/notifications.service.ts';

/**
 * What every module tells the portal (decisions 090, 091), as `app.portal`. Registered before the modules
 * (app.ts), so any module may call it while it serves a request.
 */
export type PortalFace = {
  /**
   * Reports an activity a member did: the badge engine counts it in its category (a loan returned counts
   * for 01 loan/return, a report written for 02...) and awards each level once, with its regDate, sending
   * a 'badgeEarned' notification. `sourceKey` names the thing ('loan:123'): the same event reported twice
   * counts once. Call it after the activity is committed.
   *
   * @example await app.portal.reportActivity({ kind: 'quizSolved', memberKey, sourceKey: `quiz:${quizKey}` });
   */
  reportActivity(event: ActivityEvent): Promise<ActivityResult>;
  /**
   * Sends a member a system notification; it reaches the member's open pages without a reload (SSE over
   * PostgreSQL LISTEN/NOTIFY). With a `dedupeKey`, the same event notifies once (null the second time).
   *
   * @example await app.portal.notify(memberKey, { kind: 'reportReply', title: '독서감상문에 답글이 달렸습니다.',
   *   linkRoute: 'MyActivites', dedupeKey: `reply:${replyKey}` });
   */
  notify(memberKey: number, notification: NotificationInput): Promise<{ notificationKey: number } | null>;
  /**
   * Sends the same notification to every verified pupil of a school, a grade or a class (an assignment set,
   * a golden bell opened for the class); each pupil once by the dedupe key. Answers how many were told.
   *
   * @example await app.portal.notifyPupils({ schKey, grade: 5, classNo: 2 }, { kind: 'assignment',
   *   title: '새 독서 과제: 샬롯의 거미줄', linkRoute: 'ParticipationContestList',
   *   linkQuery: { params: { type: 'subjectBooks' } }, dedupeKey: `subject:${subjectKey}` });
   */
  notifyPupils(target: PupilTarget, notification: NotificationInput): Promise<number>;
  /**
   * Adds a section to MyCommunity (decision 096): the newsgroup and reading-group issues add theirs
   * (`newsgroup`, `group`) as they register, and the page shows it to members who have rows in it.
   *
   * @example app.portal.addCommunitySection({ code: 'group', name: '독서동아리', order: 50, moreRoute:
   *   'readingBookGroup', appliesTo: () => true, count: (m) => groups.countOf(m), page: (m, i, s) => groups.pageOf(m, i, s) });
   */
  addCommunitySection(section: CommunitySection): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's public face for other modules (modules/portal/public.ts). */
    portal: PortalFace;
  }
}
