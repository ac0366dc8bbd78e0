import { readStored, STORE_KEYS, writeStored } from '../../lib/session-store.ts';

/**
 * The root pages' popup hide records (spec 001 §4, §9; spec 000 §9): '<kind>:<key>' → the instant the
 * hiding ends (ms). Kept in local storage, compressed with the session store's lz-string codec.
 * 'today' hides 24 hours; the school news popup's one-week box 7 days. On the next load an expired
 * record is removed and its popup shows again. 'session' (the survey's '다음에 하기') hides the popup
 * for the browser session: its record lives in session storage and ends with the tab.
 */
export type HideRecords = Record<string, number>;
export type HideSpan = 'session' | 'today' | 'week';

export const HIDE_SPANS_MS: Record<Exclude<HideSpan, 'session'>, number> = {
  today: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
};

/** A session record's end: never within the tab's life (JSON keeps no Infinity). */
const UNTIL_SESSION_ENDS = Number.MAX_SAFE_INTEGER;

export type PopupKind = 'notice' | 'schoolNews' | 'dlsNotice' | 'event' | 'survey';
export const hideKey = (kind: PopupKind, key: number | string) => `${kind}:${key}`;

/** Records still in force at `now`; expired ones dropped. */
export function pruneExpired(records: HideRecords, now: number): HideRecords {
  return Object.fromEntries(Object.entries(records).filter(([, until]) => until > now));
}

export const isHidden = (records: HideRecords, key: string, now: number) => (records[key] ?? 0) > now;

export function withHidden(records: HideRecords, key: string, span: HideSpan, now: number): HideRecords {
  return { ...records, [key]: span === 'session' ? UNTIL_SESSION_ENDS : now + HIDE_SPANS_MS[span] };
}

const storeOf = (span: HideSpan) => (span === 'session' ? 'session' : 'local');

function read(kind: 'local' | 'session' = 'local'): HideRecords {
  const stored = readStored<HideRecords>(STORE_KEYS.popups, kind);
  return stored && typeof stored === 'object' ? stored : {};
}

/** On load: the records in force (the device's and this tab's), with the expired ones removed from storage. */
export function loadHideRecords(now = Date.now()): HideRecords {
  const stored = read();
  const kept = pruneExpired(stored, now);
  if (Object.keys(kept).length !== Object.keys(stored).length) writeStored(STORE_KEYS.popups, kept);
  return { ...read('session'), ...kept };
}

/** Hides one popup for the span and stores it (a session span in session storage). */
export function hidePopup(key: string, span: HideSpan, now = Date.now()): void {
  const kind = storeOf(span);
  writeStored(STORE_KEYS.popups, withHidden(pruneExpired(read(kind), now), key, span, now), kind);
}
