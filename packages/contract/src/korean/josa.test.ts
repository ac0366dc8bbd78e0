import { describe, expect, it } from 'vitest';
import { josaOf, withJosa } from './josa.ts';

describe('Korean particles (issue 37.8, es-hangul)', () => {
  it('picks the particle by the last syllable, never the fallback 을(를)', () => {
    expect(withJosa('동아리 이름', '을/를')).toBe('동아리 이름을');
    expect(withJosa('교과', '을/를')).toBe('교과를');
    expect(withJosa('학년', '은/는')).toBe('학년은');
    expect(withJosa('번호', '이/가')).toBe('번호가');
    expect(withJosa('서울', '으로/로')).toBe('서울로');
    expect(withJosa('책', '와/과')).toBe('책과');
  });

  it('reads digits and Latin letters as they are spoken', () => {
    expect(josaOf('해리포터 3', '을/를')).toBe('을');
    expect(josaOf('5학년 2', '이/가')).toBe('가');
    expect(josaOf('ISBN', '을/를')).toBe('을');
    expect(josaOf('URL', '으로/로')).toBe('로');
    expect(josaOf('Harry Potter', '을/를')).toBe('를');
    expect(josaOf('Zootopia', '을/를')).toBe('를');
    expect(josaOf('Wonder Book', '을/를')).toBe('을');
  });

  it('looks past closing quotes and brackets', () => {
    expect(josaOf("'강아지똥'", '을/를')).toBe('을');
    expect(josaOf('「마당을 나온 암탉」', '이/가')).toBe('이');
    expect(josaOf('\uE0000\uE002강아지똥\uE001', '을/를')).toBe('을');
  });
});
