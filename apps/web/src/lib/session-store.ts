import { useSyncExternalStore } from 'react';

/**
 * The logged-in member as far as requests and the shell need it. Empty until the identity issue
 * adds login: it will fill this store (and persist it, compressed, per spec 000 §9).
 */
export type Session = {
  token: string;
  userId: string;
  /** The member's school; takes precedence over a school chosen by query (spec 000 §1). */
  schKey: string | null;
  schName: string | null;
};

let current: Session | null = null;
const listeners = new Set<() => void>();

export function getSession(): Session | null {
  return current;
}

export function setSession(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** Request credentials: only when both a token and a user id exist (spec 000 §6, spec 001 §6). */
export function getRequestCredentials(): { token: string; userId: string; schKey: string | null } | null {
  if (!current?.token || !current.userId) return null;
  return { token: current.token, userId: current.userId, schKey: current.schKey };
}
