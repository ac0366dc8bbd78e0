import type { GradeInfo } from '@reading/contract/library/grades';
import { useSyncExternalStore } from 'react';
import type { getDlsUserInfo } from './api/member-data.ts';

/*
 * The member data store alone, without the calls that fill it (member-data.ts): the header reads it on
 * every page, and the calls' contract schemas must not join the first load (decision 025).
 */
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

export function getMemberData(): MemberData | null {
  return data;
}
const listeners = new Set<() => void>();

export function publish(next: MemberData | null) {
  data = next;
  for (const listener of listeners) listener();
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
