import { getSession, type Session } from './session-store.ts';

/**
 * The library (DLS) calls carry `Authorization: <tokenType> <accessToken>` (spec 000 §7, 001 §7), the
 * token login or MembershipUpdate handed out for a linked card. Null when the member has no link.
 */
export function libraryAuthorization(session: Session | null = getSession()): Record<string, string> | null {
  const token = session?.dlsToken;
  if (!token?.accessToken) return null;
  return { Authorization: `${token.tokenType} ${token.accessToken}` };
}
