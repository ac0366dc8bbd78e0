import {
  activityStatusName,
  privacyBoundName,
  REA_ACT_CODES,
  reaActCodeName,
} from '@reading/contract/activities/codes';
import { activityMessages as t } from '../../../messages/reading-activities.ts';

/**
 * The activities' code names as the reader's language writes them (decision 210): the English catalogue
 * names each code; Korean shows the server's or the contract's own name.
 */
export const kindName = (code: string, name = reaActCodeName(code)) => t.codes.kinds[code] ?? name;
export const kindHint = (code: string) =>
  t.codes.kindHints[code] ?? REA_ACT_CODES.find((c) => c.code === code)?.hint ?? '';
export const privacyName = (code: string) => t.codes.privacy[code] ?? privacyBoundName(code);
export const statusName = (code: string, name = activityStatusName(code)) => t.codes.statuses[code] ?? name;
