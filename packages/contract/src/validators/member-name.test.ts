import { describe, expect, it } from 'vitest';
import { isReservedName, MEMBER_NAME_MESSAGES, memberNameSchema } from './member-name.ts';

describe('reserved names (decision 222)', () => {
  it.each([
    '선생님',
    '김선생님',
    '선 생 님',
    '선.생.님',
    '교사',
    '이교 사',
    '사서샘',
    '관리자',
    '운-영-자',
    '선생님1',
  ])('refuses %s', (name) => {
    expect(isReservedName(name)).toBe(true);
    const parsed = memberNameSchema.safeParse(name);
    expect(parsed.success && name.length >= 2).toBe(false);
  });

  it('says why in Korean', () => {
    const parsed = memberNameSchema.safeParse('김 선생님');
    expect(parsed.error?.issues[0]?.message).toBe(MEMBER_NAME_MESSAGES.reserved);
  });

  it.each(['김하늘', '선우진', '사민서', '관우', '나독서'])('accepts %s', (name) => {
    expect(memberNameSchema.parse(name)).toBe(name);
  });
});
