import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.ts';
import { hasUnsafeCharacters } from './control-characters.ts';
import { INT4_MAX, isKeyText } from './ids.ts';

describe('the input rules of decision 055', () => {
  it('takes keys up to int4 and refuses anything past it or not a positive whole number', () => {
    expect(isKeyText('1')).toBe(true);
    expect(isKeyText(String(INT4_MAX))).toBe(true);
    for (const bad of ['2147483648', '4294967296', '9999999999', '0', '01', '-1', '1.5', '', ' 1']) {
      expect(isKeyText(bad)).toBe(false);
    }
  });

  it('takes only days that exist in the calendar', () => {
    for (const good of ['2024-02-29', '2025-01-31', '2025-12-31']) expect(isCalendarDate(good)).toBe(true);
    for (const bad of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-1-1',
      '',
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('refuses control characters and lone surrogates but keeps tabs, line breaks and emoji', () => {
    for (const bad of ['a\u0000', '\u0008', '\u001b', '\u007f', '\u0085', '\ud800', 'a\udc00b']) {
      expect(hasUnsafeCharacters(bad)).toBe(true);
    }
    for (const good of ['책\t제목\r\n둘째 줄', '😀', '해리 포터', ''])
      expect(hasUnsafeCharacters(good)).toBe(false);
  });
});
