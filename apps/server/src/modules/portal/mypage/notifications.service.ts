import type { Db } from '../../../db/client.ts';
import type { LibraryFace } from '../../library/public.ts';
import type { NotificationHub } from './notification-hub.ts';
import {
  type NotificationLink,
  type NotificationRow,
  notificationsRepository,
} from './notifications.repository.ts';
import { type PupilTarget, pupilsOf } from './pupils.repository.ts';

export type { NotificationLink, PupilTarget };

/** What happened, as the notification list labels it (decision 091). */
export const NOTIFICATION_KINDS = [
  'loanDue',
  'overdue',
  'reservationReady',
  'reportReply',
  'badgeEarned',
  'inquiryAnswered',
  'notice',
  'classApplication',
  'readingGroup',
  'marathon',
  'assignment',
  'goldenBell',
  'approval',
  'feedback',
  'assignmentDue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A system notification to send: `dedupeKey` makes one notification per event ('due:loan:12'). */
export type NotificationInput = {
  kind: NotificationKind;
  title: string;
  content?: string;
  /** The web route the notification opens (a route name of the paths table: MyLibraryStatus, MyBadge...). */
  linkRoute?: string;
  /** The route's parameters and query (an assignment's key...). */
  linkQuery?: NotificationLink;
  dedupeKey?: string;
};

/** Days before the due day on which a loan's reminder is sent (issue 13: a loan due in 2 days). */
export const DUE_SOON_DAYS = 2;

const dayDiff = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export function toNotificationItem(row: NotificationRow) {
  return {
    notificationKey: row.notificationKey,
    kind: row.kind,
    title: row.title,
    content: row.content,
    linkRoute: row.linkRoute,
    linkQuery: (row.linkQuery as NotificationLink | null) ?? null,
    readYn: row.readAt ? ('Y' as const) : ('N' as const),
    regDate: row.createdAt.toISOString(),
  };
}

/**
 * System notifications (decision 091): written by events (`notify`), each once per dedupe key, and told to
 * the member's open pages through the hub. Loan reminders (due in 2 days, overdue) come from the library's
 * face when the member's notifications are read: no timer, the rows exist when the member looks.
 */
export function createNotificationsService(deps: {
  db: Db;
  hub: NotificationHub;
  library: () => LibraryFace;
}) {
  const { db, hub } = deps;

  /** Tells the member's open pages of a notification just written. */
  const tell = (row: NotificationRow) =>
    hub.publish({
      memberKey: row.memberKey,
      type: 'notification',
      key: row.notificationKey,
      title: row.title,
    });

  async function notify(memberKey: number, input: NotificationInput) {
    const row = await notificationsRepository.insert(db, { memberKey, ...input });
    if (row) await tell(row);
    return row;
  }

  /**
   * Sends one notification to every verified pupil of a class, a grade or a school (each once by its key):
   * one insert for the whole class, then each pupil's open pages are told.
   */
  async function notifyPupils(target: PupilTarget, input: NotificationInput) {
    const pupils = await pupilsOf(db, target);
    const written = await notificationsRepository.insertAll(
      db,
      pupils.map((memberKey) => ({ memberKey, ...input })),
    );
    for (const row of written) await tell(row);
    return written.length;
  }

  /** Writes the reminders of the member's current loans: due within 2 days, or overdue (each once). */
  async function remindLoans(memberKey: number) {
    const face = deps.library();
    const today = face.today();
    const open = await face.loansOfMember(memberKey, { open: true });
    for (const loan of open) {
      const daysLeft = dayDiff(today, loan.dueDate);
      if (loan.overdueYn === 'Y') {
        await notify(memberKey, {
          kind: 'overdue',
          title: `'${loan.title}' 반납일이 지났습니다.`,
          content: `반납예정일 ${loan.dueDate}, ${loan.libName}에 반납해주세요.`,
          linkRoute: 'MyLibraryStatus',
          dedupeKey: `overdue:loan:${loan.loanKey}`,
        });
      } else if (daysLeft >= 0 && daysLeft <= DUE_SOON_DAYS) {
        await notify(memberKey, {
          kind: 'loanDue',
          title: `'${loan.title}' 반납일이 ${daysLeft === 0 ? '오늘' : `${daysLeft}일 남았`}습니다.`,
          content: `반납예정일 ${loan.dueDate}`,
          linkRoute: 'MyLibraryStatus',
          dedupeKey: `due:loan:${loan.loanKey}:${loan.dueDate}`,
        });
      }
    }
  }

  return {
    notify,
    notifyPupils,
    remindLoans,

    /** A page of the member's notifications, newest first (reminders written first). */
    async page(memberKey: number, pageIndex: number, pageSize: number) {
      await remindLoans(memberKey);
      const { list, totalCount } = await notificationsRepository.page(db, memberKey, {
        offset: (pageIndex - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: list.map(toNotificationItem),
        totalCount,
        totalPage: Math.ceil(totalCount / pageSize),
        pageIndex,
        pageSize,
        unreadCount: await notificationsRepository.countUnread(db, memberKey),
      };
    },

    /** Unread notifications (newListCount, the header's count), reminders written first. */
    async unreadCount(memberKey: number) {
      await remindLoans(memberKey);
      return notificationsRepository.countUnread(db, memberKey);
    },

    /** Marks one notification (or all) read; 404 for a notification not the member's. */
    async markRead(memberKey: number, notificationKey?: number) {
      if (
        notificationKey !== undefined &&
        !(await notificationsRepository.exists(db, memberKey, notificationKey))
      ) {
        return null;
      }
      await notificationsRepository.markRead(db, memberKey, notificationKey);
      return { unreadCount: await notificationsRepository.countUnread(db, memberKey) };
    },

    /** Deletes one of the member's notifications; false when it is not theirs. */
    async remove(memberKey: number, notificationKey: number) {
      if (!(await notificationsRepository.remove(db, memberKey, notificationKey))) return null;
      return { unreadCount: await notificationsRepository.countUnread(db, memberKey) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
