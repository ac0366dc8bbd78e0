import type { LoginMember } from '@reading/contract/auth/member-auth';
import { schoolLevelByCode } from '@reading/contract/codes/school-levels';
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { setSession, setSessionCodec } from '../../lib/session-store.ts';
import { startIdleTimer } from './idle-timer.ts';

/**
 * Stores the member (persisted per spec 000 §9), starts the inactivity timer, and answers the site root
 * the member belongs on (spec 001 §2.3: logged-in users are kept on their school level's base path).
 * `sharedPc`: '공용 PC' was chosen, so nothing of the member outlives the tab (decision 201).
 */
export function completeLogin(
  member: LoginMember,
  { sharedPc = false }: { sharedPc?: boolean } = {},
): string {
  // The login is stored compressed; an anonymous visit did not need lz-string until now (decision 025).
  setSessionCodec({ compressToUTF16, decompressFromUTF16 });
  setSession(sharedPc ? { ...member, sharedPc } : { ...member });
  startIdleTimer(member.sessionTimeoutSeconds);
  return schoolLevelByCode(member.schGropCode)?.basePath ?? '/';
}
