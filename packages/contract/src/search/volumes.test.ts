import { describe, expect, it } from 'vitest';
import { volumeRanges } from './volumes.ts';

describe('volumeRanges', () => {
  it('joins runs of numbers', () => {
    expect(volumeRanges(Array.from({ length: 15 }, (_, i) => String(i + 1)))).toBe('1–15');
    expect(volumeRanges(['1', '2', '3', '5', '7', '8'])).toBe('1–3, 5, 7–8');
  });
  it('keeps labels that are not numbers', () => {
    expect(volumeRanges(['1', '2', '상', '하'])).toBe('1–2, 상, 하');
    expect(volumeRanges(['4'])).toBe('4');
    expect(volumeRanges([])).toBe('');
  });
});
