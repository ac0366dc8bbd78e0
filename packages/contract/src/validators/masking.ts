import { optionalYn } from '../community/posts.ts';

/**
 * maskingYN, which the spec's lists send (spec 001 §7, "many send maskingYN Y"). The server masks names by
 * its one rule either way (decision 230): Y may ask for more masking (a school's staff names too); N never
 * unmasks a name the rule masks.
 */
export const maskingYnSchema = optionalYn('maskingYN');
