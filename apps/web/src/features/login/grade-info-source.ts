import type { Session } from '../../lib/session-store.ts';

export type GradeInfoSource = { by: 'neisCode'; neisCode: string } | { by: 'token' } | null;

/**
 * Spec 000 §4: the DLS grade list is fetched by school code (neisCode) for managers and members
 * without a library link, otherwise by the library token.
 */
export function gradeInfoSource(
  session: Pick<Session, 'memberTypeCode' | 'neisCode' | 'dlsToken'>,
): GradeInfoSource {
  const byNeisCode = session.memberTypeCode === '03' || !session.dlsToken;
  if (!byNeisCode) return { by: 'token' };
  return session.neisCode ? { by: 'neisCode', neisCode: session.neisCode } : null;
}
