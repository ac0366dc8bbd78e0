import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_SIGNUP, keepSignup, restoreSignup } from './signup-state.ts';

afterEach(() => window.sessionStorage.clear());

describe('signup kept for the tab (issue 25)', () => {
  it('resumes at the step reached with what was entered, never with a password', () => {
    keepSignup({
      ...INITIAL_SIGNUP,
      signupStep: 3,
      signupRole: '01',
      agreeUseCondition: true,
      id: 'newkid',
      password: 'secret!123',
      passwordConfirm: 'secret!123',
    });
    expect(window.sessionStorage.getItem('signup')).not.toContain('secret');
    expect(restoreSignup()).toMatchObject({
      signupStep: 3,
      signupRole: '01',
      agreeUseCondition: true,
      id: 'newkid',
      password: '',
      passwordConfirm: '',
    });
  });

  it('starts over after the last step, from a broken value, and at step 1', () => {
    keepSignup({ ...INITIAL_SIGNUP, signupStep: 5, signupRole: '01' });
    expect(restoreSignup()).toEqual(INITIAL_SIGNUP);
    window.sessionStorage.setItem('signup', '{broken');
    expect(restoreSignup()).toEqual(INITIAL_SIGNUP);
    window.sessionStorage.setItem('signup', JSON.stringify({ signupStep: 99, signupRole: '04' }));
    expect(restoreSignup().signupStep).toBe(3);
  });
});
