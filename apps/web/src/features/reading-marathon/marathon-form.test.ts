import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkStep, resetMarathonForm, STEP_SCHEMAS, useMarathonForm } from './marathon-form.ts';

/** A step route's form: mounted as a step page mounts it, on the shared control. */
const mount = () => renderHook(() => useMarathonForm('create'));

describe('the marathon create form shared by the step routes', () => {
  it('keeps what was typed when one step route leaves and another comes, until it is reset', () => {
    resetMarathonForm();
    const step2 = mount();
    act(() => step2.result.current.setValue('name', '세 권 달리기'));
    step2.unmount();
    const step3 = mount();
    expect(step3.result.current.getValues('name')).toBe('세 권 달리기');
    step3.unmount();
    resetMarathonForm();
    expect(mount().result.current.getValues('name')).toBe('');
  });

  it("puts each step's contract message on its field, and passes once the fields are filled", () => {
    resetMarathonForm();
    const f = mount().result.current;
    act(() => {
      expect(checkStep(f, STEP_SCHEMAS.step1)).toBe(false);
    });
    expect(f.getFieldState('readingMarathonTypeCode').error?.message).toBe(
      'readingMarathonTypeCode: 독서마라톤 종류를 선택해주세요.',
    );
    act(() => {
      f.setValue('readingMarathonTypeCode', '02');
      expect(checkStep(f, STEP_SCHEMAS.step1)).toBe(true);
      expect(checkStep(f, STEP_SCHEMAS.step2)).toBe(false);
    });
    expect(f.getFieldState('name').error?.message).toBe('name: 독서마라톤 이름을 입력해주세요.');
    act(() => {
      f.setValue('name', '세 권 달리기');
      f.setValue('summary', '함께 읽어요.');
      f.setValue('endDate', '2099-12-31');
      expect(checkStep(f, STEP_SCHEMAS.step2)).toBe(true);
      expect(checkStep(f, STEP_SCHEMAS.step3('02'))).toBe(false);
      f.setValue('goalCount', '3');
      expect(checkStep(f, STEP_SCHEMAS.step3('02'))).toBe(true);
    });
    expect(f.getValues('privacyBoundCode')).toBe('02');
  });
});
