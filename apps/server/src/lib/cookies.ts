import { LANGUAGE_COOKIE } from '@reading/contract/locale';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasUnsafeCharacters,
} from '@reading/contract/validators/control-characters';
import { badRequest } from './errors.ts';

/** The cookie's value, percent-decoded; a value that cannot be decoded or decodes to control characters is 400. */
function decodeCookie(value: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    throw badRequest(CONTROL_CHARACTER_MESSAGE);
  }
  if (hasUnsafeCharacters(decoded)) throw badRequest(CONTROL_CHARACTER_MESSAGE);
  return decoded;
}

/**
 * Reads one cookie from a Cookie header (no dependency needed for one httpOnly cookie). A malformed
 * value (`%FF%00`) answers 400 (decision 055), never a 500 or a NUL reaching the database.
 */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value ? decodeCookie(value) : null;
    }
  }
  return null;
}

/**
 * The reader chose English (decision 210): the web app's language cookie says so. A malformed cookie is
 * no choice, so the answer stays Korean.
 */
export function choseEnglish(header: string | undefined): boolean {
  try {
    return readCookie(header, LANGUAGE_COOKIE) === 'en';
  } catch {
    return false;
  }
}

/** A Set-Cookie value: httpOnly, SameSite=Lax, path /, Secure when served over HTTPS. */
export function cookieHeader(name: string, value: string, options: { secure: boolean; maxAge?: number }) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
