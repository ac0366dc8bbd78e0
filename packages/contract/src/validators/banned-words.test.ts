import { describe, expect, it } from 'vitest';
import { bannedWordsMessage, checkBannedWords, findBannedWords } from './banned-words.ts';
import { hasFinalConsonant, initialsOf } from './hangul.ts';

describe('banned words', () => {
  it('finds a listed word even when spaced out or in full-width letters', () => {
    expect(findBannedWords('너는 바 보 야', ['바보'])).toEqual(['바보']);
    expect(findBannedWords('ＢＡＤ word', ['bad'])).toEqual(['bad']);
  });

  it('answers null for clean text', () => {
    expect(checkBannedWords('좋은 책을 읽었다', ['바보', '멍청이'])).toBeNull();
  });

  it('uses 은 after a final consonant and 는 after a vowel', () => {
    expect(bannedWordsMessage(['멍청이'])).toBe('멍청이는 사용할 수 없는 단어입니다.');
    expect(bannedWordsMessage(['바보', '병신'])).toBe('바보, 병신은 사용할 수 없는 단어입니다.');
  });

  it('falls back to (은)는 when the last word does not end in Hangul', () => {
    expect(bannedWordsMessage(['bad'])).toBe('bad(은)는 사용할 수 없는 단어입니다.');
  });
});

describe('hangul helpers', () => {
  it('takes the initial consonants of syllables and keeps other characters', () => {
    expect(initialsOf('한국사 2권')).toBe('ㅎㄱㅅ 2ㄱ');
  });

  it('tells a final consonant from an open syllable', () => {
    expect(hasFinalConsonant('책')).toBe(true);
    expect(hasFinalConsonant('나무')).toBe(false);
  });
});
