/**
 * The interface languages (decision 210): Korean, the product's, and English. The web client keeps the
 * reader's choice on the device and in this cookie, so the server can leave out the prerendered Korean
 * home for a reader who chose English.
 */
export const LOCALES = ['ko', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const LANGUAGE_COOKIE = 'lang';
