import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORE_KEYS } from '../../lib/session-store.ts';
import {
  HIDE_SPANS_MS,
  hideKey,
  hidePopup,
  isHidden,
  loadHideRecords,
  pruneExpired,
} from './hide-records.ts';
import { noticePopupQuery } from './notice-popup-scope.ts';

const HOUR = 60 * 60 * 1000;
const stored = () => JSON.parse(decompressFromUTF16(localStorage.getItem(STORE_KEYS.popups)!)!);

describe('popup hide records', () => {
  beforeEach(() => localStorage.clear());

  it('hides a notice 24 hours with today, and shows it again after', () => {
    const now = Date.UTC(2026, 10, 25, 9);
    hidePopup(hideKey('notice', 7), 'today', now);
    expect(isHidden(loadHideRecords(now + 23 * HOUR), 'notice:7', now + 23 * HOUR)).toBe(true);
    expect(isHidden(loadHideRecords(now + 24 * HOUR), 'notice:7', now + 24 * HOUR)).toBe(false);
  });

  it('hides school news 7 days with the one-week box', () => {
    const now = Date.UTC(2026, 10, 25, 9);
    hidePopup(hideKey('schoolNews', 3), 'week', now);
    expect(HIDE_SPANS_MS.week).toBe(7 * 24 * HOUR);
    const sixDays = now + 6 * 24 * HOUR;
    expect(isHidden(loadHideRecords(sixDays), 'schoolNews:3', sixDays)).toBe(true);
    const sevenDays = now + 7 * 24 * HOUR;
    expect(isHidden(loadHideRecords(sevenDays), 'schoolNews:3', sevenDays)).toBe(false);
  });

  it('stores the records compressed, and removes an expired record on the next load', () => {
    const now = Date.UTC(2026, 10, 25, 9);
    hidePopup('notice:1', 'today', now);
    hidePopup('schoolNews:2', 'week', now);
    const raw = localStorage.getItem(STORE_KEYS.popups)!;
    expect(raw).not.toContain('notice');
    expect(Object.keys(stored())).toEqual(['notice:1', 'schoolNews:2']);
    loadHideRecords(now + 25 * HOUR);
    expect(Object.keys(stored())).toEqual(['schoolNews:2']);
  });

  it("hides a survey for the browser session with '다음에 하기': kept in session storage, not on the device", () => {
    sessionStorage.clear();
    const now = Date.UTC(2026, 10, 25, 9);
    hidePopup(hideKey('survey', 4), 'session', now);
    expect(localStorage.getItem(STORE_KEYS.popups)).toBeNull();
    const aWeekLater = now + 7 * 24 * HOUR;
    expect(isHidden(loadHideRecords(aWeekLater), 'survey:4', aWeekLater)).toBe(true);
    sessionStorage.clear(); // the tab closed: a new browser session shows it again
    expect(isHidden(loadHideRecords(now), 'survey:4', now)).toBe(false);
  });

  it('keeps only records in force (pure)', () => {
    expect(pruneExpired({ a: 10, b: 20 }, 15)).toEqual({ b: 20 });
  });

  it('reads a record written by another tab with the same codec', () => {
    localStorage.setItem(
      STORE_KEYS.popups,
      compressToUTF16(JSON.stringify({ 'notice:9': Date.now() + HOUR })),
    );
    expect(isHidden(loadHideRecords(), 'notice:9', Date.now())).toBe(true);
  });
});

describe('notice popup filtering (noticeBoard/list parameters)', () => {
  it('asks A10 popups of any event flag', () => {
    expect(noticePopupQuery(null, undefined)).toEqual({ provCode: 'A10', popupYn: 'Y', eventYn: 'A' });
  });

  it('sends the member type and the popup level code: elementary 01, middle 03, high 02', () => {
    expect(noticePopupQuery({ memberTypeCode: '01', schGropCode: '01' }, undefined)).toMatchObject({
      memberTypeCode: '01',
      schGropCode: '01',
    });
    expect(noticePopupQuery({ memberTypeCode: '02', schGropCode: '02' }, undefined)).toMatchObject({
      memberTypeCode: '02',
      schGropCode: '03',
    });
    expect(noticePopupQuery({ memberTypeCode: '01', schGropCode: '03' }, undefined)).toMatchObject({
      schGropCode: '02',
    });
  });

  it('uses the site’s level for a visitor, and the member’s own school before the site’s', () => {
    expect(noticePopupQuery(null, '02')).toMatchObject({ schGropCode: '03' });
    expect(noticePopupQuery({ memberTypeCode: '04', schGropCode: '03' }, '01')).toMatchObject({
      memberTypeCode: '04',
      schGropCode: '02',
    });
    expect(noticePopupQuery({ memberTypeCode: '04', schGropCode: null }, undefined)).not.toHaveProperty(
      'schGropCode',
    );
  });
});
