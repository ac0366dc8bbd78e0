import { KDC_CLASS_NAMES } from '@reading/contract/curation/curation';
import { curationMessages as t } from '../../../messages/curation.ts';

/**
 * A KDC main class's name in the reader's language (decision 210): the English catalogue's name for the
 * class, else the contract's Korean one.
 */
export const kdcName = (code: string) =>
  t.codes.kdc[code] ?? KDC_CLASS_NAMES[code as keyof typeof KDC_CLASS_NAMES] ?? code;
