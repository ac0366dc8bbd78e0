import type { DlsToken } from '@reading/contract/auth/member-auth';
import type { GradeInfo } from '@reading/contract/library/grades';
import { useSyncExternalStore } from 'react';
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

type DlsUserInfo = Awaited<ReturnType<typeof getDlsUserInfo>>['data'];

/**
 * The member data loaded after login (spec 000 §4). The menu flags come from the shell's menu list.
 * Failures leave a value unknown (spec 000 §8: most data-fetch failures are silently ignored).
 */
export type MemberData = {
  myLibTotalBookCount: number | null;
  readingActivitesCount: number | null;
  unreadNotificationCount: number | null;
  /** DLS user info with loanCount and rsvtCount (spec 000 §3), for a member with a linked card. */
  dlsUserInfo: DlsUserInfo | null;
  /** The library's loan rules per grade and its libCode (spec 000 §3 gradeList, §4). */
  gradeInfo: GradeInfo | null;
};

let data: MemberData | null = null;
const listeners = new Set<() => void>();

function publish(next: MemberData | null) {
  data = next;
  for (const listener of listeners) listener();
}

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
  if (!token || !data) return;
  const dls = await settled(getDlsUserInfo(token), (r) => r.data);
  if (dls && data) publish({ ...data, dlsUserInfo: dls });
}

export function clearMemberData(): void {
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getData = () => data;
export function useMemberData(): MemberData | null {
  return useSyncExternalStore(subscribe, getData, getData);
}
