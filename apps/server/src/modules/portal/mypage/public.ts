import { BADGE_TYPES } from '@reading/contract/codes/badge-types';
import type { Db } from '../../../db/client.ts';
import { koreaDate } from '../../../lib/clock.ts';
import { badgesRepository } from './badges.repository.ts';
import type { ActivityEvent, ActivityResult } from './badges.service.ts';
import { bookshelvesRepository } from './bookshelves.repository.ts';
import type { CommunitySection } from './my-community.sections.ts';
import type { NotificationInput, PupilTarget } from './notifications.service.ts';

/** A badge a member earned (decision 090): category code, level, the day it was awarded (yyyy-mm-dd). */
export type EarnedBadge = { badgeTypeCode: string; badgeName: string; level: number; regDate: string };

/**
 * What the rest of the portal may read of the badge engine (my page's public face): the badges a member
 * earned, for their portfolio (decision 132). Other areas never read the badge tables themselves.
 */
export type EarnedBadges = { of(memberKey: number): Promise<EarnedBadge[]> };

export function createEarnedBadges(db: Db): EarnedBadges {
  return {
    async of(memberKey) {
      const rows = await badgesRepository.awardsOf(db, memberKey);
      return rows
        .map((r) => ({
          badgeTypeCode: r.code,
          badgeName: BADGE_TYPES.find((b) => b.code === r.code)?.name ?? r.code,
          level: r.level,
          regDate: koreaDate(new Date(r.regDate)),
        }))
        .sort((x, y) => x.badgeTypeCode.localeCompare(y.badgeTypeCode) || x.level - y.level);
    },
  };
}

/** A book on one of a member's own bookshelves (decision 093): the catalogue's key and the shelf it is on. */
export type ShelvedBook = {
  bookKey: number;
  isbn: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  shelfName: string;
};

/**
 * What the rest of the portal may read of a member's bookshelves (my page's public face): the books on
 * their own shelves, private and public, each once, for choosing a book to write about (decision 137).
 */
export type ShelvedBooks = { of(memberKey: number, limit?: number): Promise<ShelvedBook[]> };

export function createShelvedBooks(db: Db): ShelvedBooks {
  return {
    async of(memberKey, limit = 50) {
      const rows = await bookshelvesRepository.booksOfMember(db, memberKey, limit * 2);
      const seen = new Set<number>();
      const list: ShelvedBook[] = [];
      for (const r of rows) {
        if (r.bookKey === null || seen.has(r.bookKey) || list.length >= limit) continue;
        seen.add(r.bookKey);
        list.push({ ...r, bookKey: r.bookKey });
      }
      return list;
    },
  };
}

export type { ActivityEvent, ActivityKind, ActivityResult } from './badges.service.ts';
export type { CommunitySection, CommunitySectionPage } from './my-community.sections.ts';
export { mypageServicesOf } from './mypage.plugin.ts';
export type { NotificationInput, NotificationKind, PupilTarget } from './notifications.service.ts';
export { pupilsOf } from './pupils.repository.ts';

/**
 * What every module and area tells the portal (decisions 090, 091), as `app.portal`: the badge and notification engines and MyCommunity, which my page holds. Registered before the modules
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
   * a golden bell opened for the class); each pupil once by the dedupe key. Answers how many were told now
   * (a pupil told before by the same key is not counted).
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
