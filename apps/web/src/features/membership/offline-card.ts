import type { LoanItem } from '@reading/contract/library/loans';
import {
  isTabOnlyMember,
  readStored,
  type Session,
  STORE_KEYS,
  writeStored,
} from '../../lib/session-store.ts';
import type { getDlsUserInfo } from '../login/public.ts';

type DlsUserInfo = Awaited<ReturnType<typeof getDlsUserInfo>>['data'];

/**
 * The library card's offline copy (issue 26.1, decision 201): what the card page last fetched, the
 * member's loan counts and current loans, with the time it was fetched. A pupil at the library desk
 * with no signal still sees the card (the barcode comes from the stored login) and the loans, marked
 * with that time. Kept compressed in local storage beside the login; logout clears it with the login
 * (session-store's setSession(null)); a login on a shared PC, or one kept for the tab only, stores none.
 */
export type OfflineCard = {
  memberKey: number;
  /** ISO time of the fetch. */
  savedAt: string;
  dlsUserInfo: DlsUserInfo;
  loans: LoanItem[];
  totalLoans: number;
};

/** Whether the member's device may keep personal data for them. */
export const mayKeepOfflineCopy = (session: Session) => !isTabOnlyMember(session);

export function saveOfflineCard(session: Session, card: OfflineCard): void {
  if (!mayKeepOfflineCopy(session) || session.memberKey !== card.memberKey) return;
  writeStored(STORE_KEYS.offlineCard, card);
}

/** The member's own copy, or null (none, another member's, or a shared PC). */
export function readOfflineCard(session: Session): OfflineCard | null {
  if (!mayKeepOfflineCopy(session)) return null;
  const card = readStored<OfflineCard>(STORE_KEYS.offlineCard);
  return card && card.memberKey === session.memberKey && Array.isArray(card.loans) ? card : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026.11.26 08:40': the time a copy was fetched, in the card clock's style. */
export function formatSavedAt(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
