import {
  loginIdSchema,
  PASSWORD_RULES,
  passwordMeetsRules,
  SIGNUP_MESSAGES,
} from '@reading/contract/auth/signup';
import { useId, useState } from 'react';
import { signupMessages } from '../../../../messages/signup.ts';
import { checkId } from '../../api/signup.ts';
import type { StepProps } from './signup-state.ts';

const plain = (message: string) => message.replace(/^\w+: /, '');

type Errors = Partial<Record<'id' | 'password' | 'passwordConfirm' | 'name', string>>;

export function AccountStep({ state, update, next, back }: StepProps) {
  const ids = { id: useId(), password: useId(), confirm: useId(), name: useId(), rules: useId() };
  const [errors, setErrors] = useState<Errors>({});
  const [idMessage, setIdMessage] = useState<string | null>(null);

  async function onCheckId() {
    const id = state.id.trim();
    if (!loginIdSchema.safeParse(id).success) {
      setErrors((e) => ({ ...e, id: plain(SIGNUP_MESSAGES.id) }));
      setIdMessage(null);
      return;
    }
    try {
      const { data } = await checkId(id);
      update({ idChecked: data.available ? id : null });
      setErrors((e) => ({ ...e, id: data.available ? undefined : SIGNUP_MESSAGES.idTaken }));
      setIdMessage(data.available ? signupMessages.idAvailable : null);
    } catch {
      setIdMessage(null);
      setErrors((e) => ({ ...e, id: signupMessages.idCheckFailed }));
    }
  }

  function submit() {
    const id = state.id.trim();
    const next: Errors = {};
    if (!loginIdSchema.safeParse(id).success) next.id = plain(SIGNUP_MESSAGES.id);
    else if (state.idChecked !== id) next.id = signupMessages.idCheckNeeded;
    if (!passwordMeetsRules(state.password)) next.password = plain(SIGNUP_MESSAGES.password);
    else if (id && state.password.toLowerCase().includes(id.toLowerCase()))
      next.password = plain(SIGNUP_MESSAGES.passwordHasId);
    if (state.passwordConfirm !== state.password) next.passwordConfirm = signupMessages.passwordMismatch;
    const name = state.name.trim();
    if (name.length < 2 || name.length > 30) next.name = plain(SIGNUP_MESSAGES.name);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    nextStep();
  }
  const nextStep = next;

  const fieldError = (key: keyof Errors, id: string) =>
    errors[key] ? (
      <p id={`${id}-error`} className="signup-error">
        {errors[key]}
      </p>
    ) : null;
  const describedBy = (key: keyof Errors, id: string, extra?: string) =>
    [errors[key] ? `${id}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="signup-fieldset">
      <legend>{signupMessages.accountLegend}</legend>
      <div className="signup-field">
        <label htmlFor={ids.id}>{signupMessages.idLabel}</label>
        <div className="signup-inline">
          <input
            id={ids.id}
            autoComplete="username"
            value={state.id}
            onChange={(e) => {
              update({ id: e.target.value, idChecked: null });
              setIdMessage(null);
            }}
            aria-invalid={errors.id ? true : undefined}
            aria-describedby={describedBy('id', ids.id)}
          />
          <button type="button" onClick={() => void onCheckId()}>
            {signupMessages.checkId}
          </button>
        </div>
        <p className="signup-hint" aria-live="polite">
          {idMessage ?? signupMessages.idHint}
        </p>
        {fieldError('id', ids.id)}
      </div>
      <div className="signup-field">
        <label htmlFor={ids.password}>{signupMessages.passwordLabel}</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          value={state.password}
          onChange={(e) => update({ password: e.target.value })}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('password', ids.password, ids.rules)}
        />
        <ul id={ids.rules} className="signup-rules" aria-label={signupMessages.passwordRules}>
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(state.password);
            return (
              <li key={rule.key} data-met={met}>
                <span aria-hidden="true">{met ? '✓' : '·'}</span> {rule.label}
                <span className="visually-hidden">
                  {met ? signupMessages.ruleMet : signupMessages.ruleUnmet}
                </span>
              </li>
            );
          })}
        </ul>
        {fieldError('password', ids.password)}
      </div>
      <div className="signup-field">
        <label htmlFor={ids.confirm}>{signupMessages.passwordConfirmLabel}</label>
        <input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          value={state.passwordConfirm}
          onChange={(e) => update({ passwordConfirm: e.target.value })}
          aria-invalid={errors.passwordConfirm ? true : undefined}
          aria-describedby={describedBy('passwordConfirm', ids.confirm)}
        />
        {fieldError('passwordConfirm', ids.confirm)}
      </div>
      <div className="signup-field">
        <label htmlFor={ids.name}>{signupMessages.nameLabel}</label>
        <input
          id={ids.name}
          autoComplete="name"
          value={state.name}
          onChange={(e) => update({ name: e.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name', ids.name)}
        />
        {fieldError('name', ids.name)}
      </div>
      <div className="signup-actions">
        <button type="button" onClick={back}>
          {signupMessages.back}
        </button>
        <button type="button" className="signup-primary" onClick={submit}>
          {state.signupRole === '04' ? signupMessages.submit : signupMessages.next}
        </button>
      </div>
    </fieldset>
  );
}
