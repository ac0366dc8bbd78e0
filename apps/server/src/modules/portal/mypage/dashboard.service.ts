import { BADGE_TYPES } from '@reading/contract/codes/badge-types';
import type { LoanItem } from '@reading/contract/library/loans';
import type { Dashboard } from '@reading/contract/mypage/dashboard';
import type { Db } from '../../../db/client.ts';
import type { LibraryFace } from '../../library/public.ts';
import type { ActivityCounts } from '../activities/public.ts';
import { actingRole, type SessionMember } from '../core/session.plugin.ts';
import type { DiaryCounts } from '../marathon/public.ts';
import type { BadgesService } from './badges.service.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import type { MessagesService } from './messages.service.ts';
import { notificationsRepository } from './notifications.repository.ts';
import { type NotificationsService, toNotificationItem } from './notifications.service.ts';
import { pupilsOf } from './pupils.repository.ts';

const BADGES_TOTAL = BADGE_TYPES.length * 3;

/**
 * Loans per month of a year and the year's loans (books read), from the year's loan rows: the loan
 * history list of that year, so the chart, the figure and the list agree (issue 37).
 */
function loanFigures(loans: LoanItem[]) {
  const byMonth = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, count: 0 }));
  for (const loan of loans) byMonth[Number(loan.loanDate.slice(5, 7)) - 1]!.count += 1;
  return { loansByMonth: byMonth, booksRead: loans.length };
}

const kinds = (counts: Map<string, number>) =>
  BADGE_TYPES.map((t) => ({ badgeTypeCode: t.code, badgeTypeName: t.name, count: counts.get(t.code) ?? 0 }));

/**
 * DashBoard (decision 094): everything from rows, nothing kept: loans from the library's face, activities
 * and badges from the badge engine, notifications, messages and the shelf count from their tables. A
 * verified teacher or manager also sees their class: the school's students (their homeroom when the
 * member has one).
 */
export function createDashboardService(deps: {
  db: Db;
  library: () => LibraryFace;
  badges: BadgesService;
  notifications: NotificationsService;
  messages: MessagesService;
  countBookshelf: (memberKey: number) => Promise<number>;
  activities: Pick<ActivityCounts, 'ofMembers'>;
  diaries: DiaryCounts;
}) {
  const { db, badges, notifications, messages } = deps;

  /**
   * The members' figures, each counted by the query of the list it summarises (issue 37): loans from the
   * year's loan history, written activities from MyActivites' rows, diaries from the marathons' diary
   * lists; the other kinds from the badge engine's log.
   */
  async function figuresOf(memberKeys: number[], year: number) {
    const face = deps.library();
    const range = { from: `${year}-01-01`, to: `${year}-12-31` };
    const loans = (await Promise.all(memberKeys.map((k) => face.loansOfMember(k, range)))).flat();
    const figures = loanFigures(loans);
    const counts = new Map(await badges.countsOf(memberKeys));
    counts.set('01', figures.booksRead);
    counts.set('02', await deps.activities.ofMembers(memberKeys));
    counts.set('07', await deps.diaries.ofMembers(memberKeys));
    return {
      ...figures,
      activitiesByKind: kinds(counts),
      badgesEarned: await badges.earnedCountOf(memberKeys),
    };
  }

  async function classOf(caller: SessionMember, year: number) {
    const role = actingRole(caller);
    if ((role !== '02' && role !== '03') || caller.schKey === null) return null;
    const homeroom = await dashboardRepository.homeroomOf(db, caller.memberKey);
    const keys = await pupilsOf(db, {
      schKey: caller.schKey,
      grade: homeroom?.grade ?? null,
      classNo: homeroom?.classNo ?? null,
    });
    return {
      ...(await figuresOf(keys, year)),
      studentCount: keys.length,
      className: homeroom ? `${homeroom.grade}학년 ${homeroom.classNo}반` : '',
    };
  }

  return {
    async of(member: SessionMember): Promise<Dashboard> {
      const face = deps.library();
      const year = Number(face.today().slice(0, 4));
      const mine = await figuresOf([member.memberKey], year);
      const open = await face.loansOfMember(member.memberKey, { open: true });
      const unreadNotificationCount = await notifications.unreadCount(member.memberKey);
      const latest = await notificationsRepository.page(db, member.memberKey, { offset: 0, limit: 5 });
      return {
        year,
        ...mine,
        badgesTotal: BADGES_TOTAL,
        currentLoans: open.map((l) => ({
          loanKey: l.loanKey,
          title: l.title,
          libName: l.libName,
          dueDate: l.dueDate,
          overdueYn: l.overdueYn,
        })),
        latestNotifications: latest.list.map(toNotificationItem),
        unreadNotificationCount,
        unreadMessageCount: await messages.unreadCount(member.memberKey),
        bookshelfBookCount: await deps.countBookshelf(member.memberKey),
        cardLinkedYn: (await face.patrons.linkedPatron(member.memberKey)) ? 'Y' : 'N',
        classFigures: await classOf(member, year),
      };
    },
  };
}
