import { describe, expect, it } from 'vitest';
import {
  bigramsOf,
  compactOf,
  isInitialsQuery,
  searchColumnsOf,
  toIsbn13,
  tsqueryLiteral,
  wordsOf,
} from './tokenize.ts';

describe('tokenize', () => {
  it('normalises full-width letters, lower-cases and splits on punctuation', () => {
    expect(wordsOf('Harry Ｐｏｔｔｅｒ: 해리 포터!')).toEqual(['harry', 'potter', '해리', '포터']);
  });

  it('joins words so spacing variants share one compact form', () => {
    expect(compactOf('어린 왕자')).toBe(compactOf('어린왕자'));
  });

  it('makes bigrams, and a single syllable is its own token', () => {
    expect(bigramsOf('역사책')).toEqual(['역사', '사책']);
    expect(bigramsOf('봄')).toEqual(['봄']);
  });

  it('indexes title initials so ㅎㄱㅅ can find 한국사', () => {
    const cols = searchColumnsOf({ title: '한국사 편지', author: '박은봉' });
    expect(cols.titleInitials).toBe('ㅎㄱㅅㅍㅈ');
    expect(cols.tokens).toEqual(expect.arrayContaining(['ㅎㄱ', 'ㄱㅅ', '한국', '국사', '박은']));
    expect(isInitialsQuery('ㅎㄱㅅ')).toBe(true);
    expect(isInitialsQuery('한ㄱ')).toBe(false);
    expect(isInitialsQuery(compactOf('ㅎㄱㅅ'))).toBe(true);
  });

  it('quotes lexemes so a quote in a token cannot break the query', () => {
    expect(tsqueryLiteral(["a'b", 'cd', 'cd'])).toBe("'a''b' & 'cd'");
  });

  it('accepts ISBN-13 and ISBN-10 with or without hyphens and rejects bad check digits', () => {
    expect(toIsbn13('978-89-364-3363-5')).toBe('9788936433635');
    expect(toIsbn13('89-364-3363-6')).toBe('9788936433635');
    expect(toIsbn13('9788936433636')).toBeNull();
    expect(toIsbn13('12345')).toBeNull();
  });
});
