import { useSyncExternalStore } from 'react';
import type { Session } from '../../lib/session-store.ts';
import { getActivityCount, getBookshelfCount, getDlsUserInfo, getNewListCount } from './api/member-data.ts';

/**
 * The member data loaded after login (spec 000 §4). The menu flags come from the shell's menu list;
 * the DLS grade list arrives with the library issue. Failures leave a value unknown (spec 000 §8: most
 * data-fetch failures are silently ignored).
 */
export type MemberData = {
  myLibTotalBookCount: number | null;
  readingActivitesCount: number | null;
  unreadNotificationCount: number | null;
  dlsUserInfo: {
    dlsUserNo: string;
    schoolCode: string;
    loanYn: 'Y' | 'N';
    loanNReason: string | null;
  } | null;
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

export async function loadMemberData(session: Session): Promise<MemberData | null> {
  const memberKey = session.memberKey;
  if (!memberKey) return null;
  const s = { ...session, memberKey };
  const [books, activities, unread, dls] = await Promise.all([
    settled(getBookshelfCount(s), (r) => r.data.myLibTotalBookCount),
    settled(getActivityCount(s), (r) => r.data.readingActivitesCount),
    settled(getNewListCount(memberKey), (r) => r.data.totalCount),
    session.dlsToken ? settled(getDlsUserInfo(session.dlsToken), (r) => r.data) : Promise.resolve(null),
  ]);
  const next = {
    myLibTotalBookCount: books,
    readingActivitesCount: activities,
    unreadNotificationCount: unread,
    dlsUserInfo: dls,
  };
  publish(next);
  return next;
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
