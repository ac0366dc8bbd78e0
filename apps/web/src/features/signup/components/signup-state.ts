import type { SignupRole, SignupSchool } from '@reading/contract/auth/signup';
import {
  readSessionValue,
  removeSessionValue,
  SESSION_KEYS,
  writeSessionValue,
} from '../../../lib/session-storage.ts';
import { signupMessages } from '../../../messages/signup.ts';

/** Spec 000 §4: numbered steps from 1 (signupStep), the role empty at start (signupRole). */
export type SignupState = {
  signupStep: number;
  signupRole: SignupRole | '';
  agreeUseCondition: boolean;
  agreePersonalPrivacy: boolean;
  under14: boolean;
  guardianAgree: boolean;
  id: string;
  idChecked: string | null;
  password: string;
  passwordConfirm: string;
  name: string;
  school: SignupSchool | null;
  grade: string;
  classNo: string;
};

export const INITIAL_SIGNUP: SignupState = {
  signupStep: 1,
  signupRole: '',
  agreeUseCondition: false,
  agreePersonalPrivacy: false,
  under14: false,
  guardianAgree: false,
  id: '',
  idChecked: null,
  password: '',
  passwordConfirm: '',
  name: '',
  school: null,
  grade: '',
  classNo: '',
};

/** The steps a role goes through; a general member has no school step. */
export function stepsFor(role: SignupRole | ''): { key: string; label: string }[] {
  const steps: { key: string; label: string }[] = [
    { key: 'role', label: signupMessages.steps.role },
    { key: 'terms', label: signupMessages.steps.terms },
    { key: 'account', label: signupMessages.steps.account },
  ];
  if (role !== '04') steps.push({ key: 'school', label: signupMessages.steps.school });
  steps.push({ key: 'done', label: signupMessages.steps.done });
  return steps;
}

export type StepProps = {
  state: SignupState;
  update: (change: Partial<SignupState>) => void;
  /** Goes on with what the step collected (it reaches the state before the flow reads it). */
  next: (change?: Partial<SignupState>) => void;
  back: () => void;
};

/**
 * Signup kept for the tab (issue 25): opening the terms (UseCondition, PersonalPrivacy) and coming back
 * resumes at the same step with what was entered. Passwords are never stored; a finished signup is cleared.
 */
export function restoreSignup(): SignupState {
  const stored = readSessionValue(SESSION_KEYS.signup);
  if (!stored) return INITIAL_SIGNUP;
  try {
    const value = JSON.parse(stored) as Partial<SignupState>;
    const restored = { ...INITIAL_SIGNUP, ...value, password: '', passwordConfirm: '' };
    const last = stepsFor(restored.signupRole).length - 1;
    const step = Number.isInteger(restored.signupStep) ? restored.signupStep : 1;
    return { ...restored, signupStep: Math.min(Math.max(1, step), last) };
  } catch {
    return INITIAL_SIGNUP;
  }
}

export function keepSignup(state: SignupState): void {
  const done = state.signupStep >= stepsFor(state.signupRole).length;
  if (done || state.signupStep === 1) {
    removeSessionValue(SESSION_KEYS.signup);
    return;
  }
  const { password: _p, passwordConfirm: _c, ...rest } = state;
  writeSessionValue(SESSION_KEYS.signup, JSON.stringify(rest));
}
