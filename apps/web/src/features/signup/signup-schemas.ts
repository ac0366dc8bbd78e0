import { SIGNUP_MESSAGES, signupRequestSchema } from '@reading/contract/auth/signup';
import { z } from 'zod';
import { signupMessages } from '../../messages/signup.ts';

/**
 * Each signup step checks its part of the contract's signup request (the same field rules the server
 * applies), plus what only the page knows: the id was checked, the password typed twice, a school found.
 */
const fields = signupRequestSchema.shape;
const checked = z.boolean();

export const roleStepSchema = z.object({ role: fields.role });

/** Booleans of the page; the request sends them as 'Y'/'N' (signup-flow.tsx). */
export const termsStepSchema = z
  .object({
    agreeUseCondition: checked.refine(Boolean, { error: SIGNUP_MESSAGES.useCondition }),
    agreePersonalPrivacy: checked.refine(Boolean, { error: SIGNUP_MESSAGES.personalPrivacy }),
    under14: checked,
    guardianAgree: checked,
    isStudent: checked,
  })
  .superRefine((value, ctx) => {
    if (value.isStudent && value.under14 && !value.guardianAgree) {
      ctx.addIssue({ code: 'custom', path: ['guardianAgree'], message: SIGNUP_MESSAGES.guardian });
    }
  });

export const accountStepSchema = z
  .object({
    id: z.string(),
    idChecked: z.string().nullable(),
    password: fields.password,
    passwordConfirm: z.string(),
    name: fields.name,
  })
  .superRefine((value, ctx) => {
    const id = fields.id.safeParse(value.id);
    if (!id.success) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: SIGNUP_MESSAGES.id });
    } else {
      if (value.idChecked !== id.data) {
        ctx.addIssue({ code: 'custom', path: ['id'], message: signupMessages.idCheckNeeded });
      }
      if (value.password.toLowerCase().includes(id.data.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: SIGNUP_MESSAGES.passwordHasId });
      }
    }
    if (value.passwordConfirm !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: signupMessages.passwordMismatch });
    }
  });

export const schoolStepSchema = z
  .object({
    schKey: z.number({ error: signupMessages.schoolRequired }),
    grade: z.string(),
    classNo: z.string(),
    isStudent: checked,
  })
  .superRefine((value, ctx) => {
    if (!value.isStudent) return;
    if (!value.grade)
      ctx.addIssue({ code: 'custom', path: ['grade'], message: signupMessages.gradeRequired });
    else if (!/^\d{1,2}$/.test(value.classNo)) {
      ctx.addIssue({ code: 'custom', path: ['classNo'], message: signupMessages.classRequired });
    }
  });
