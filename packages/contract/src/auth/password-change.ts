import { z } from 'zod';
import { loginIdSchema, passwordMeetsRules, SIGNUP_MESSAGES } from './signup.ts';

/** The SSO's password change page (decision 088): its messages, shown on the server-rendered page. */
export const PASSWORD_CHANGE_MESSAGES = {
  current: '현재 비밀번호를 입력해주세요.',
  rules: SIGNUP_MESSAGES.password.replace(/^password: /, ''),
  hasId: SIGNUP_MESSAGES.passwordHasId.replace(/^password: /, ''),
  confirm: '새 비밀번호가 서로 일치하지 않습니다.',
  same: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  done: '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인해주세요.',
} as const;

/** The form `POST /keris-sso/v1/password` takes (application/x-www-form-urlencoded). */
export const passwordChangeFormSchema = z
  .object({
    id: loginIdSchema,
    currentPassword: z
      .string({ error: PASSWORD_CHANGE_MESSAGES.current })
      .min(1, { error: PASSWORD_CHANGE_MESSAGES.current })
      .max(200, { error: PASSWORD_CHANGE_MESSAGES.current }),
    newPassword: z
      .string({ error: PASSWORD_CHANGE_MESSAGES.rules })
      .refine(passwordMeetsRules, { error: PASSWORD_CHANGE_MESSAGES.rules }),
    newPasswordConfirm: z.string({ error: PASSWORD_CHANGE_MESSAGES.confirm }),
    returnURL: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword.toLowerCase().includes(value.id.toLowerCase())) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_CHANGE_MESSAGES.hasId });
    }
    if (value.newPassword !== value.newPasswordConfirm) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPasswordConfirm'],
        message: PASSWORD_CHANGE_MESSAGES.confirm,
      });
    }
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: PASSWORD_CHANGE_MESSAGES.same });
    }
  });

export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
