import {
  BADGE_LEVELS,
  BADGE_TYPES,
  type BadgeLevel,
  type BadgeTypeCode,
  badgeGoal,
  badgeTypeOf,
  levelsReached,
} from '@reading/contract/codes/badge-types';
import type { BadgeStatusItem } from '@reading/contract/mypage/badges';
import type { Db } from '../../../db/client.ts';
import { badgesRepository } from './badges.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * What happened, by name, and the badge category it counts for (decision 090). An activity issue reports
 * its own events through the portal's public face: `app.portal.reportActivity({ kind, memberKey, sourceKey })`.
 */
export const ACTIVITY_KINDS = {
  /** A loan was returned (the library's desk, or a return of any kind). */
  loanReturned: '01',
  /** A reading activity (report, review...) was written and approved. */
  activityWritten: '02',
  /** The member took part in a reading club (joined, posted). */
  clubJoined: '03',
  /** The member posted in a discussion room. */
  discussionPosted: '04',
  /** The member played a golden-bell quiz contest. */
  goldenBellPlayed: '05',
  /** The member voted in a balance game. */
  balanceGameVoted: '06',
  /** The member finished a reading-marathon stage. */
  marathonCompleted: '07',
  /** The member solved a reading quiz. */
  quizSolved: '08',
} as const satisfies Record<string, BadgeTypeCode>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;

/** One activity event: who did what, and the thing it was about (counted once per `sourceKey`). */
export type ActivityEvent = {
  kind: ActivityKind;
  memberKey: number;
  /** Names the thing, unique within the kind: 'loan:123', 'report:45'. A second report of it counts nothing. */
  sourceKey: string;
  occurredAt?: Date;
};

export type ActivityResult = {
  /** False when this event had been reported before. */
  counted: boolean;
  /** The member's count in the category after the event. */
  activityCount: number;
  /** Levels earned by this event (each level is earned once). */
  earned: BadgeLevel[];
};

const nameOf = (code: string) => BADGE_TYPES.find((t) => t.code === code)?.name ?? code;

/** The badge engine: counts activities per category and awards each level once, with its regDate. */
export function createBadgesService({ db, notifications }: { db: Db; notifications: NotificationsService }) {
  return {
    /**
     * Records an activity and awards the levels its category's count reaches, each once; a badge earned
     * sends the member a system notification. An event reported twice (same kind and sourceKey) counts once.
     */
    async reportActivity(event: ActivityEvent): Promise<ActivityResult> {
      const code = ACTIVITY_KINDS[event.kind];
      const { counted, activityCount, earned } = await db.transaction(async (tx) => {
        const counted = await badgesRepository.logActivity(tx, {
          memberKey: event.memberKey,
          badgeTypeCode: code,
          sourceKey: `${event.kind}:${event.sourceKey}`,
          occurredAt: event.occurredAt,
        });
        const activityCount = await badgesRepository.countInCategory(tx, event.memberKey, code);
        const earned: BadgeLevel[] = [];
        if (counted) {
          for (const level of levelsReached(code, activityCount)) {
            if (
              await badgesRepository.award(tx, { memberKey: event.memberKey, badgeTypeCode: code, level })
            ) {
              earned.push(level);
            }
          }
        }
        return { counted, activityCount, earned };
      });
      for (const level of earned) {
        await notifications.notify(event.memberKey, {
          kind: 'badgeEarned',
          title: `'${nameOf(code)}' 배지 ${level}단계를 획득했습니다.`,
          content: `${nameOf(code)} 활동 ${activityCount}회를 달성했습니다.`,
          linkRoute: 'MyBadge',
          dedupeKey: `badge:${code}:${level}`,
        });
      }
      return { counted, activityCount, earned };
    },

    /** The 24 badges (8 categories × 3 levels) with the member's counts and regDate once earned. */
    async statusOf(memberKey: number): Promise<BadgeStatusItem[]> {
      const counts = await badgesRepository.countsOf(db, memberKey);
      const awards = await badgesRepository.awardsOf(db, memberKey);
      return BADGE_TYPES.flatMap((type) =>
        BADGE_LEVELS.map((level) => {
          const award = awards.find((a) => a.code === type.code && a.level === level);
          return {
            badgeType: badgeTypeOf(level),
            badgeTypeCode: type.code,
            badgeTypeName: type.name,
            activityCount: counts.get(type.code) ?? 0,
            goalCount: badgeGoal(type.code, level),
            regDate: award ? award.regDate.toISOString() : null,
          };
        }),
      );
    },

    /** Activities per category (the dashboard's "activities by kind"). */
    countsOf: (memberKeys: number[]) => badgesRepository.countsOfMembers(db, memberKeys),
    earnedCountOf: (memberKeys: number[]) => badgesRepository.earnedCountOf(db, memberKeys),
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;
