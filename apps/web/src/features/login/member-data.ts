import type { DlsToken } from '@reading/contract/auth/member-auth';
import type { GradeInfo } from '@reading/contract/library/grades';
import { getSession, type Session } from '../../lib/session-store.ts';
import {
  getActivityCount,
  getBookshelfCount,
  getDlsUserInfo,
  getGradeInfoByNeisCode,
  getGradeInfoByToken,
  getNewListCount,
} from './api/member-data.ts';
import { gradeInfoSource } from './grade-info-source.ts';
import { getMemberData, type MemberData, publish } from './member-data-store.ts';

export { clearMemberData, type MemberData, useMemberData } from './member-data-store.ts';

const settled = async <T, R>(promise: Promise<T>, pick: (value: T) => R): Promise<R | null> => {
  try {
    return pick(await promise);
  } catch {
    return null;
  }
};

function loadGradeInfo(session: Session): Promise<GradeInfo | null> {
  const source = gradeInfoSource(session);
  if (!source) return Promise.resolve(null);
  if (source.by === 'neisCode') return settled(getGradeInfoByNeisCode(source.neisCode), (r) => r.data);
  return settled(getGradeInfoByToken(session.dlsToken as DlsToken), (r) => r.data);
}

export async function loadMemberData(session: Session): Promise<MemberData | null> {
  const memberKey = session.memberKey;
  if (!memberKey) return null;
  const s = { ...session, memberKey };
  const [books, activities, unread, dls, gradeInfo] = await Promise.all([
    settled(getBookshelfCount(s), (r) => r.data.myLibTotalBookCount),
    settled(getActivityCount(s), (r) => r.data.readingActivitesCount),
    settled(getNewListCount(memberKey), (r) => r.data.totalCount),
    session.dlsToken ? settled(getDlsUserInfo(session.dlsToken), (r) => r.data) : Promise.resolve(null),
    loadGradeInfo(session),
  ]);
  const next = {
    myLibTotalBookCount: books,
    readingActivitesCount: activities,
    unreadNotificationCount: unread,
    dlsUserInfo: dls,
    gradeInfo,
  };
  publish(next);
  return next;
}

/**
 * Reloads the DLS user info after a loan, renewal, reservation or cancellation, so the header's and the
 * card's counts follow the rows (issue 6: counts always equal the rows).
 */
export async function refreshDlsUserInfo(): Promise<void> {
  const token = getSession()?.dlsToken;
  if (!token || !getMemberData()) return;
  const dls = await settled(getDlsUserInfo(token), (r) => r.data);
  const current = getMemberData();
  if (dls && current) publish({ ...current, dlsUserInfo: dls });
}

/**
 * Reloads the member's own counts (bookshelf, activities, unread notifications) after the member changed
 * them or a live notification arrived, so the header and my page show the rows (issue 13: counts that
 * tell the truth).
 */
export async function refreshMemberCounts(): Promise<void> {
  const session = getSession();
  const memberKey = session?.memberKey;
  if (!session || !memberKey || !getMemberData()) return;
  const s = { ...session, memberKey };
  const [books, activities, unread] = await Promise.all([
    settled(getBookshelfCount(s), (r) => r.data.myLibTotalBookCount),
    settled(getActivityCount(s), (r) => r.data.readingActivitesCount),
    settled(getNewListCount(memberKey), (r) => r.data.totalCount),
  ]);
  const current = getMemberData();
  if (current) {
    publish({
      ...current,
      myLibTotalBookCount: books ?? current.myLibTotalBookCount,
      readingActivitesCount: activities ?? current.readingActivitesCount,
      unreadNotificationCount: unread ?? current.unreadNotificationCount,
    });
  }
}
