import type { LoginMember } from '@reading/contract/auth/member-auth';
import { schoolLevelByCode } from '@reading/contract/codes/school-levels';
import { setSession } from '../../lib/session-store.ts';
import { startIdleTimer } from './idle-timer.ts';

/**
 * Stores the member (persisted per spec 000 §9), starts the inactivity timer, and answers the site root
 * the member belongs on (spec 001 §2.3: logged-in users are kept on their school level's base path).
 */
export function completeLogin(member: LoginMember): string {
  setSession({ ...member });
  startIdleTimer(member.sessionTimeoutSeconds);
  return schoolLevelByCode(member.schGropCode)?.basePath ?? '/';
}
