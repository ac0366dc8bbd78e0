import { describe, expect, it } from 'vitest';
import { byteLength, formatNumber, isNumericString } from './text.ts';

describe('text helpers', () => {
  it('accepts only digit strings as numeric', () => {
    expect(isNumericString('7130102')).toBe(true);
    expect(isNumericString('71a0102')).toBe(false);
    expect(isNumericString('')).toBe(false);
    expect(isNumericString('-1')).toBe(false);
  });

  it('counts a Korean syllable as two bytes and ASCII as one', () => {
    expect(byteLength('독서')).toBe(4);
    expect(byteLength('book 1')).toBe(6);
    expect(byteLength('책 a')).toBe(4);
  });

  it('formats numbers with a thousands separator', () => {
    expect(formatNumber(12485)).toBe('12,485');
    expect(formatNumber(999)).toBe('999');
  });
});
