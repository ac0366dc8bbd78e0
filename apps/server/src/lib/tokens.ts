import { createHash, randomBytes } from 'node:crypto';
import { LINK_CODE_ALPHABET, LINK_CODE_LENGTH } from '@reading/contract/library/card-link';

/** A new opaque token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a database reader cannot replay it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A code a person reads and types (decisions 051, 220): LINK_CODE_LENGTH characters of an alphabet without
 * look-alikes. 256 is a multiple of the alphabet's 32 symbols, so every symbol is equally likely.
 */
export const newReadableCode = () =>
  Array.from(randomBytes(LINK_CODE_LENGTH), (b) => LINK_CODE_ALPHABET[b % LINK_CODE_ALPHABET.length]).join(
    '',
  );
