import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Choice, ChoiceGroup, Field } from './field.tsx';

describe('Field', () => {
  it('labels its control and describes it by the hint, the byte count and the error', () => {
    render(
      <Field
        label="제목"
        hint="짧게 적어주세요."
        error="제목을 입력해주세요."
        required
        byteLimit={{ value: '독서a', max: 10 }}
      >
        {(control) => <input {...control} defaultValue="독서a" />}
      </Field>,
    );
    const input = screen.getByLabelText('제목');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    // Spec 000 §5: a double-byte character counts 2, so '독서a' is 5 bytes of 10: 3 characters, room for
    // about 2 more Hangul (issue 37.8: characters, not bytes, for a pupil).
    expect(described).toEqual(['짧게 적어주세요.', '3자 · 약 2자 더 쓸 수 있어요', '제목을 입력해주세요.']);
  });

  it('leaves a valid control unmarked and undescribed', () => {
    render(<Field label="이름">{(control) => <input {...control} />}</Field>);
    const input = screen.getByLabelText('이름');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('ChoiceGroup', () => {
  it('names its radios by their labels and the group by its legend, with the error as an alert', () => {
    render(
      <ChoiceGroup legend="회원 유형" error="회원 유형을 선택해주세요.">
        <Choice type="radio" name="role" value="01" label="학생" description="초·중·고등학교 학생" />
        <Choice type="radio" name="role" value="02" label="교사" />
      </ChoiceGroup>,
    );
    expect(screen.getByRole('group', { name: '회원 유형' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /학생/ })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('회원 유형을 선택해주세요.');
  });
});
