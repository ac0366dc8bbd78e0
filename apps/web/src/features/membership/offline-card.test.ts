import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Session, STORE_KEYS, setSession, setSessionCodec } from '../../lib/session-store.ts';
import { formatSavedAt, type OfflineCard, readOfflineCard, saveOfflineCard } from './offline-card.ts';

/** The library card's offline copy (decision 201). */
const member: Session = { token: 't', userId: 'student2', schKey: '2', schName: '가락중학교', memberKey: 12 };

const copy = (memberKey = 12): OfflineCard => ({
  memberKey,
  savedAt: '2026-11-26T08:40:00.000Z',
  dlsUserInfo: { loanCount: 1, rsvtCount: 0, loanYn: 'Y', loanNReason: null } as OfflineCard['dlsUserInfo'],
  loans: [],
  totalLoans: 0,
});

beforeEach(() => {
  setSessionCodec({ compressToUTF16, decompressFromUTF16 });
  localStorage.clear();
  sessionStorage.clear();
});

describe('the offline library card', () => {
  it('keeps the member’s copy compressed and gives it back to that member only', () => {
    setSession(member);
    saveOfflineCard(member, copy());
    expect(localStorage.getItem(STORE_KEYS.offlineCard)).not.toContain('student2');
    expect(readOfflineCard(member)?.savedAt).toBe('2026-11-26T08:40:00.000Z');
    expect(readOfflineCard({ ...member, memberKey: 13 })).toBeNull();
    saveOfflineCard(member, copy(13));
    expect(readOfflineCard(member)?.memberKey).toBe(12);
  });

  it('is cleared with the login at logout', () => {
    setSession(member);
    saveOfflineCard(member, copy());
    setSession(null);
    expect(localStorage.getItem(STORE_KEYS.offlineCard)).toBeNull();
    expect(readOfflineCard(member)).toBeNull();
  });

  it("keeps nothing for a '공용 PC' login, whose login stays in the tab", () => {
    const shared = { ...member, sharedPc: true };
    setSession(shared);
    expect(localStorage.getItem(STORE_KEYS.login)).toBeNull();
    expect(sessionStorage.getItem(STORE_KEYS.login)).not.toBeNull();
    saveOfflineCard(shared, copy());
    expect(localStorage.getItem(STORE_KEYS.offlineCard)).toBeNull();
    expect(readOfflineCard(shared)).toBeNull();
  });

  it('writes the time in the card clock’s style', () => {
    expect(formatSavedAt('2026-11-26T08:40:00')).toBe('2026.11.26 08:40');
  });
});
