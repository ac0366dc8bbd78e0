import { describe, expect, it } from 'vitest';
import { headerOffsetOf, layoutSizeOf } from './breakpoints.ts';

describe('layout sizes of spec 000 §9', () => {
  it('puts each width in its band, edges included', () => {
    expect(layoutSizeOf(1181)).toBe('pc');
    expect(layoutSizeOf(1180)).toBe('smallPc');
    expect(layoutSizeOf(769)).toBe('smallPc');
    expect(layoutSizeOf(768)).toBe('mobile');
    expect(layoutSizeOf(481)).toBe('mobile');
    expect(layoutSizeOf(480)).toBe('smallMobile');
  });

  it('offsets the header by 144px on small pc and 147px elsewhere', () => {
    expect(headerOffsetOf(1280)).toBe(147);
    expect(headerOffsetOf(1000)).toBe(144);
    expect(headerOffsetOf(400)).toBe(147);
  });
});
