import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a database reader cannot replay it. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
