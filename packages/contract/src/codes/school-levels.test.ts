import { describe, expect, it } from 'vitest';
import {
  gradesOf,
  NOTICE_POPUP_SCHOOL_LEVELS,
  readerLevelOf,
  schoolLevelByBasePath,
  schoolLevelOfKind,
} from './school-levels.ts';

describe('school levels', () => {
  it('maps NEIS kinds to the three site levels', () => {
    expect(schoolLevelOfKind('초등학교')).toBe('01');
    expect(schoolLevelOfKind('각종학교(중)')).toBe('02');
    expect(schoolLevelOfKind('방송통신고등학교')).toBe('03');
    expect(schoolLevelOfKind('평생학교(고)-3년6학기')).toBe('03');
  });

  it('leaves special, foreign and international schools without a level', () => {
    expect(schoolLevelOfKind('특수학교')).toBeNull();
    expect(schoolLevelOfKind('외국인학교')).toBeNull();
    expect(schoolLevelOfKind('국제학교')).toBeNull();
  });

  it('finds a level by its base path regardless of case', () => {
    expect(schoolLevelByBasePath('/middle')?.code).toBe('02');
    expect(schoolLevelByBasePath('/Nowhere')).toBeUndefined();
  });

  it('keeps the notice-popup numbering apart from the site numbering', () => {
    expect(NOTICE_POPUP_SCHOOL_LEVELS['02']).toBe('03');
    expect(NOTICE_POPUP_SCHOOL_LEVELS['03']).toBe('02');
  });

  it('offers each level its own grades and reader level (issue 36)', () => {
    expect(gradesOf('01')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gradesOf('02')).toEqual([1, 2, 3]);
    expect(gradesOf('03')).toEqual([1, 2, 3]);
    expect(readerLevelOf('03')).toBe('high');
    expect(readerLevelOf(null)).toBeNull();
  });
});
