import { describe, expect, it } from 'vitest';
import { bestSuggestion, bigramGroups, nearestStretch, withoutParticle } from './suggest.ts';

describe('did you mean (decision 086)', () => {
  it('drops one trailing particle, keeping at least two syllables', () => {
    expect(withoutParticle('완득이가')).toBe('완득이');
    expect(withoutParticle('해리포터를')).toBe('해리포터');
    expect(withoutParticle('학교에서')).toBe('학교');
    expect(withoutParticle('나는')).toBeNull();
    expect(withoutParticle('역사')).toBeNull();
  });

  it('asks for every way of leaving out the bigrams a misspelt syllable spoils', () => {
    expect(bigramGroups('헤리포터')).toEqual([['포터'], ['리포'], ['헤리']]);
    const long = bigramGroups('어린왕자와여우');
    expect(long.every((g) => g.length === 3)).toBe(true);
    expect(long).toContainEqual(['자와', '와여', '여우']);
    expect(bigramGroups('봄')).toEqual([]);
    // One bigram fewer left out: the first of the dictionary's two look-ups (decision 293).
    expect(bigramGroups('헤리포터', 1)).toEqual([
      ['리포', '포터'],
      ['헤리', '포터'],
      ['헤리', '리포'],
    ]);
  });

  it('finds the nearest stretch of a title, of the same length or one off', () => {
    expect(nearestStretch('헤리포터', '해리포터와마법사의돌')).toEqual({ stretch: '해리포터', edits: 1 });
    expect(nearestStretch('어린왕자', '어린왕자')).toEqual({ stretch: '어린왕자', edits: 0 });
  });

  it('suggests the closest within the allowed edits, and nothing for an exact or a far match', () => {
    expect(bestSuggestion('헤리포터', ['리포트쓰는법', '해리포터와비밀의방'])).toBe('해리포터');
    expect(bestSuggestion('헤리포터', ['해리포터와불사조기사단'])).toBe('해리포터');
    expect(bestSuggestion('헤리포터', ['리포트쓰는법'])).toBeNull();
    expect(bestSuggestion('어린왕자', ['어린왕자'])).toBeNull();
  });
});
