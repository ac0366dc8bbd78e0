import { describe, expect, it } from 'vitest';
import { maskName, nameFor, seesName, shownMember } from './member-names.ts';

const pupil = { memberKey: 11, schKey: 1, name: '홍길동', memberTypeCode: '01' };
const teacherOf = (schKey: number) => ({ memberKey: 21, memberTypeCode: '02', schKey });

describe('the one masking rule for members’ names (decision 230)', () => {
  it('keeps the first and last letters and masks the middle', () => {
    expect(maskName('홍길동')).toBe('홍*동');
    expect(maskName('홍길')).toBe('홍*');
    expect(maskName('남궁민수')).toBe('남**수');
    expect(maskName('이')).toBe('이');
  });

  it('shows a pupil their own name and their school’s verified staff their pupil’s name', () => {
    expect(nameFor({ memberKey: 11, memberTypeCode: '01', schKey: 1 }, pupil)).toBe('홍길동');
    expect(nameFor(teacherOf(1), pupil)).toBe('홍길동');
    expect(nameFor({ memberKey: 22, memberTypeCode: '03', schKey: 1 }, pupil)).toBe('홍길동');
  });

  it('masks a pupil for anonymous visitors, classmates, other schools’ staff, general and unverified members', () => {
    expect(nameFor(null, pupil)).toBe('홍*동');
    expect(nameFor({ memberKey: 12, memberTypeCode: '01', schKey: 1 }, pupil)).toBe('홍*동');
    expect(nameFor(teacherOf(2), pupil)).toBe('홍*동');
    expect(nameFor({ memberKey: 30, memberTypeCode: '04', schKey: null }, pupil)).toBe('홍*동');
    // An unverified teacher acts with no role (actingRole answers '').
    expect(nameFor({ memberKey: 23, memberTypeCode: '', schKey: 1 }, pupil)).toBe('홍*동');
  });

  it('never gives another pupil’s memberKey with a masked name, and says whose it is', () => {
    expect(shownMember(null, pupil)).toEqual({ name: '홍*동', memberKey: null, mine: false });
    expect(shownMember({ memberKey: 11, memberTypeCode: '01', schKey: 1 }, pupil)).toEqual({
      name: '홍길동',
      memberKey: 11,
      mine: true,
    });
  });

  it('shows a school’s staff by name unless maskingYN asks for more; N never unmasks a pupil', () => {
    const teacher = { memberKey: 21, schKey: 1, name: '김선생', memberTypeCode: '02' };
    expect(nameFor(null, teacher)).toBe('김선생');
    expect(nameFor(null, teacher, 'Y')).toBe('김*생');
    expect(nameFor(null, pupil, 'N')).toBe('홍*동');
    expect(seesName(teacherOf(1), pupil, 'Y')).toBe(true);
  });
});
