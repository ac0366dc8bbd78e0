import type { LoginMember } from '@reading/contract/auth/member-auth';
import { useSyncExternalStore } from 'react';
import { readSessionValue, SESSION_KEYS } from './session-storage.ts';

/**
 * The logged-in member as far as requests and the shell need it, persisted per spec 000 §9 and
 * spec 001 §4: login, DLS token and timer compressed (lz-string) in local storage; a member of type 08
 * or of provider ETC only in session storage. Logout clears all of it.
 */
export type Session = {
  token: string;
  userId: string;
  /** The member's school; takes precedence over a school chosen by query (spec 000 §1). */
  schKey: string | null;
  schName: string | null;
} & Partial<Omit<LoginMember, 'token' | 'userId' | 'schKey' | 'schName'>> & {
    /** The identity provider of the account; 'ETC' accounts are kept for the tab only. */
    provider?: string;
    /**
     * '공용 PC' was chosen at login (decision 201): the login is kept for the tab only and nothing
     * personal (the library card's offline copy) is stored on the device.
     */
    sharedPc?: boolean;
  };

/** Storage keys of the persisted state (values compressed). */
export const STORE_KEYS = {
  login: 'login',
  dlsToken: 'dlsToken',
  timer: 'timer',
  popups: 'popups',
  /** The library card's offline copy: card, loan counts and current loans with their time (decision 201). */
  offlineCard: 'offlineCard',
} as const;

type StoreKey = (typeof STORE_KEYS)[keyof typeof STORE_KEYS];

/** lz-string's two functions the store uses. */
export type SessionCodec = {
  compressToUTF16(text: string): string;
  decompressFromUTF16(text: string): string | null;
};

/**
 * Decision 025: lz-string is needed only when there is a login to read or write, so it is not part of
 * an anonymous visit's download. The start-up code loads it when a login is stored (loadStoredSession);
 * completing a login brings it along (complete-login.ts).
 */
let codec: SessionCodec | null = null;

export function setSessionCodec(next: SessionCodec): void {
  codec = next;
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Writes a value compressed; null removes it. Storage failures only lose the remembered value. */
export function writeStored(key: StoreKey, value: unknown, kind: 'local' | 'session' = 'local'): void {
  const store = storage(kind);
  try {
    if (value === null || value === undefined) store?.removeItem(key);
    else if (!codec) throw new Error('session store: lz-string is not loaded (setSessionCodec)');
    else store?.setItem(key, codec.compressToUTF16(JSON.stringify(value)));
  } catch (error) {
    if (!codec) throw error;
    // Quota or privacy mode: nothing to recover.
  }
}

export function readStored<T>(key: StoreKey, kind: 'local' | 'session' = 'local'): T | null {
  try {
    const raw = storage(kind)?.getItem(key);
    if (!raw || !codec) return null;
    const text = codec.decompressFromUTF16(raw);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/**
 * Spec 001 §4: member type 08 or provider ETC stay in session storage, not in the persisted store; so
 * does a login on a shared school PC (decision 201).
 */
export const isTabOnlyMember = (s: Pick<Session, 'memberTypeCode' | 'provider' | 'sharedPc'>) =>
  s.memberTypeCode === '08' || s.provider === 'ETC' || s.sharedPc === true;

function restore(): Session | null {
  const stored = readStored<Session>(STORE_KEYS.login) ?? readStored<Session>(STORE_KEYS.login, 'session');
  if (!stored?.token || !stored.userId) return null;
  const dlsToken =
    readStored<Session['dlsToken']>(STORE_KEYS.dlsToken) ??
    readStored<Session['dlsToken']>(STORE_KEYS.dlsToken, 'session');
  return dlsToken ? { ...stored, dlsToken } : stored;
}

let current: Session | null = null;
let duplicateLoginDetected = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Loads lz-string when it is not loaded yet (the popup hide records of an anonymous visit need it). */
export async function ensureSessionCodec(): Promise<void> {
  if (codec) return;
  const { compressToUTF16, decompressFromUTF16 } = await import('lz-string');
  codec ??= { compressToUTF16, decompressFromUTF16 };
}

/** At start-up, before the first render: the stored login, if any (loading lz-string only then). */
export async function loadStoredSession(): Promise<void> {
  const stored = (kind: 'local' | 'session') => {
    try {
      return storage(kind)?.getItem(STORE_KEYS.login) != null;
    } catch {
      return false;
    }
  };
  if (!stored('local') && !stored('session')) return;
  if (!codec) {
    const { compressToUTF16, decompressFromUTF16 } = await import('lz-string');
    codec = { compressToUTF16, decompressFromUTF16 };
  }
  current = restore();
  notify();
}

export function getSession(): Session | null {
  return current;
}

/**
 * Sets (and persists) the session; null clears the login, DLS token, timer and the library card's
 * offline copy everywhere.
 */
export function setSession(next: Session | null): void {
  current = next;
  if (next === null) {
    for (const key of [STORE_KEYS.login, STORE_KEYS.dlsToken, STORE_KEYS.timer, STORE_KEYS.offlineCard]) {
      writeStored(key, null);
      writeStored(key, null, 'session');
    }
  } else {
    const { dlsToken, ...login } = next;
    const kind = isTabOnlyMember(next) ? 'session' : 'local';
    writeStored(STORE_KEYS.login, login, kind);
    writeStored(STORE_KEYS.login, null, kind === 'local' ? 'session' : 'local');
    writeStored(STORE_KEYS.dlsToken, dlsToken ?? null, kind);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

export type RequestCredentials = {
  token: string;
  userId: string;
  schKey: string | null;
  /** From the session entry holding a DLS token and id, not from a login: a 401 is no duplicate login. */
  fallback?: true;
};

/**
 * Request credentials: only when both a token and a user id exist (spec 000 §6, spec 001 §6), taken from
 * the login; without one, from the session entry holding a DLS token and id (spec 000 §7, 001 §7).
 */
export function getRequestCredentials(): RequestCredentials | null {
  if (current?.token && current.userId) {
    return { token: current.token, userId: current.userId, schKey: current.schKey };
  }
  return dlsUserCredentials();
}

/** The fallback entry `{ token, id }` in session storage, when both are non-empty strings. */
function dlsUserCredentials(): RequestCredentials | null {
  const raw = readSessionValue(SESSION_KEYS.dlsUser);
  if (!raw) return null;
  try {
    const { token, id } = JSON.parse(raw) as { token?: unknown; id?: unknown };
    if (typeof token !== 'string' || typeof id !== 'string' || !token.trim() || !id.trim()) return null;
    return { token, userId: id, schKey: null, fallback: true };
  } catch {
    return null;
  }
}

/** Spec 000 §4: set on duplicate-login detection; every further request is cancelled until logout. */
export function markDuplicateLogin(): void {
  duplicateLoginDetected = true;
}

export function isDuplicateLoginDetected(): boolean {
  return duplicateLoginDetected;
}

/** For tests and for a finished logout in the same page. */
export function clearDuplicateLogin(): void {
  duplicateLoginDetected = false;
}
