import {
  GOAL_UNITS,
  MARATHON_COVERS,
  MARATHON_TYPE,
  MARATHON_TYPES,
  PRIVACY_BOUNDS,
  PROGRESS_STATUSES,
} from '@reading/contract/marathon/codes';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { kdcName } from '../../curation/public.ts';

/**
 * Marathons' code names in the reader's language (decision 210): the English catalogue's name for the
 * code, else the contract's (or the server's) Korean one.
 */
const named =
  (names: Record<string, string>, list: readonly { code: string; name: string }[]) =>
  (code: string, serverName?: string) =>
    names[code] ?? serverName ?? list.find((c) => c.code === code)?.name ?? '';

export const typeName = named(t.codes.types, MARATHON_TYPES);
export const typeLead = (code: string) =>
  t.codes.typeLeads[code] ?? MARATHON_TYPES.find((c) => c.code === code)?.lead ?? '';
export const privacyName = named(t.codes.privacy, PRIVACY_BOUNDS);
export const statusName = named(t.codes.statuses, PROGRESS_STATUSES);
export const unitLabel = (code: string) =>
  t.codes.unitLabels[code] ?? GOAL_UNITS.find((u) => u.code === code)?.label ?? '';
export const coverName = (key: string) =>
  t.codes.covers[key] ?? MARATHON_COVERS.find((c) => c.key === key)?.name ?? '';

type Goal = {
  readingMarathonTypeCode: string;
  goalUnitCode: string | null;
  goalCount: number | null;
  kdcCode: string | null;
  goalLabel: string;
};

/**
 * What a marathon asks, in the reader's language, from its codes. The server's label is the only place
 * holding the number of chosen books of a 'specific' marathon in a list (the summary carries no count).
 */
export function goalText(m: Goal, chosenBooks?: number): string {
  if (m.readingMarathonTypeCode === MARATHON_TYPE.specific)
    return t.goal.specific(chosenBooks ?? Number(/\d+/.exec(m.goalLabel)?.[0] ?? 0));
  const n = m.goalCount ?? 0;
  if (m.readingMarathonTypeCode === MARATHON_TYPE.subject) return t.goal.subject(kdcName(m.kdcCode ?? ''), n);
  return m.goalUnitCode === '02' ? t.goal.pages(n) : t.goal.books(n);
}
