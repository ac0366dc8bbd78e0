import { describe, expect, it } from 'vitest';
import {
  collectionKeyOf,
  PROMOTION_COLLECTION_KEYS,
  PROMOTION_COLLECTIONS,
  PROMOTION_MESSAGES,
} from './collections.ts';
import { collectionBooksRequestSchema, historyDateSchema, introSaveRequestSchema } from './promotion.ts';
import { PROMOTION_REGIONS } from './regions.ts';

describe('promotion contract', () => {
  it('names every collection and region once', () => {
    expect(new Set(PROMOTION_COLLECTION_KEYS).size).toBe(PROMOTION_COLLECTIONS.length);
    expect(PROMOTION_COLLECTIONS.every((c) => c.kdcPrefixes.length + c.titleWords.length > 0)).toBe(true);
    expect(new Set(PROMOTION_REGIONS.map((r) => r.key)).size).toBe(PROMOTION_REGIONS.length);
    expect(new Set(PROMOTION_REGIONS.map((r) => r.isoNumeric)).size).toBe(PROMOTION_REGIONS.length);
    expect(collectionKeyOf({ kind: 'novel', type: 'korean' })).toBe('novel-korean');
  });

  it('takes MMDD days of a leap year and refuses the rest with the one message', () => {
    for (const ok of ['0101', '0229', '1231', undefined, ''])
      expect(historyDateSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0230', '0431', '1301', '0000', '101', 'abcd']) {
      const r = historyDateSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(PROMOTION_MESSAGES.dateInvalid);
    }
  });

  it('defaults a book list to page 1 of 10, every book, by popularity', () => {
    expect(collectionBooksRequestSchema.parse({})).toEqual({
      pageIndex: 1,
      pageSize: 10,
      availableOnly: 'N',
      sort: 'popular',
    });
    expect(collectionBooksRequestSchema.safeParse({ sort: 'title' }).success).toBe(false);
  });

  it('takes an introduction only for a known collection and with content', () => {
    expect(
      introSaveRequestSchema.safeParse({ collectionKey: 'novel-korean', content: '<p>a</p>' }).success,
    ).toBe(true);
    expect(
      introSaveRequestSchema.safeParse({ collectionKey: 'novel-poem', content: '<p>a</p>' }).success,
    ).toBe(false);
    expect(introSaveRequestSchema.safeParse({ collectionKey: 'novel-korean', content: '' }).success).toBe(
      false,
    );
  });
});
