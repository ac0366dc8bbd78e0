import { KDC_CLASSES } from '@reading/contract/search/search';

/**
 * A KDC main class's name in the reader's language (decision 210): the contract's table of classes, which
 * the English catalogue renames by code (messages/en/library-codes.ts).
 */
export const kdcName = (code: string) => KDC_CLASSES.find((k) => k.code === code)?.name ?? code;
