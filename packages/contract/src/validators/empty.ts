/**
 * What a form or a query string sends for "not given", read as absent before a field's schema checks it
 * (one helper for every request schema, issue 34): `z.preprocess(emptyToUndefined, schema.optional())`.
 */

/** An empty string is absent ('' from an empty input or `?key=`). */
export const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** An empty string or null is absent (a JSON body's cleared field). */
export const emptyOrNullToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A string of spaces only is absent too (a key typed as blanks). */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
