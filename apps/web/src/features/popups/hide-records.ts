import { readStored, STORE_KEYS, writeStored } from '../../lib/session-store.ts';

/**
 * The root pages' popup hide records (spec 001 §4, §9; spec 000 §9): '<kind>:<key>' → the instant the
 * hiding ends (ms). Kept in local storage, compressed with the session store's lz-string codec.
 * 'today' hides 24 hours; the school news popup's one-week box 7 days. On the next load an expired
 * record is removed and its popup shows again.
 */
export type HideRecords = Record<string, number>;
export type HideSpan = 'today' | 'week';

export const HIDE_SPANS_MS: Record<HideSpan, number> = {
  today: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
};

export type PopupKind = 'notice' | 'schoolNews' | 'dlsNotice' | 'event';
export const hideKey = (kind: PopupKind, key: number | string) => `${kind}:${key}`;

/** Records still in force at `now`; expired ones dropped. */
export function pruneExpired(records: HideRecords, now: number): HideRecords {
  return Object.fromEntries(Object.entries(records).filter(([, until]) => until > now));
}

export const isHidden = (records: HideRecords, key: string, now: number) => (records[key] ?? 0) > now;

export function withHidden(records: HideRecords, key: string, span: HideSpan, now: number): HideRecords {
  return { ...records, [key]: now + HIDE_SPANS_MS[span] };
}

function read(): HideRecords {
  const stored = readStored<HideRecords>(STORE_KEYS.popups);
  return stored && typeof stored === 'object' ? stored : {};
}

/** On load: the records in force, with the expired ones removed from storage. */
export function loadHideRecords(now = Date.now()): HideRecords {
  const stored = read();
  const kept = pruneExpired(stored, now);
  if (Object.keys(kept).length !== Object.keys(stored).length) writeStored(STORE_KEYS.popups, kept);
  return kept;
}

/** Hides one popup for the span and stores it. */
export function hidePopup(key: string, span: HideSpan, now = Date.now()): void {
  writeStored(STORE_KEYS.popups, withHidden(pruneExpired(read(), now), key, span, now));
}
