import { PASSWORD_RULES, SIGNUP_MESSAGES, signupRequestSchema } from '@reading/contract/auth/signup';
import { useId, useState } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { signupMessages } from '../../../messages/signup.ts';
import { checkId } from '../api/signup.ts';
import { accountStepSchema } from '../signup-schemas.ts';
import type { StepProps } from './signup-state.ts';
import { StepActions } from './step-actions.tsx';

export function AccountStep({ state, update, next, back }: StepProps) {
  const rulesId = useId();
  const [idMessage, setIdMessage] = useState<string | null>(null);
  const form = useSchemaForm(accountStepSchema, {
    defaultValues: {
      id: state.id,
      idChecked: state.idChecked,
      password: state.password,
      passwordConfirm: state.passwordConfirm,
      name: state.name,
    },
  });
  const { errors } = form.formState;
  const password = form.watch('password');

  async function onCheckId() {
    const parsed = signupRequestSchema.shape.id.safeParse(form.getValues('id'));
    setIdMessage(null);
    if (!parsed.success) return form.setError('id', { message: plainMessage(SIGNUP_MESSAGES.id) });
    try {
      const { data } = await checkId(parsed.data);
      form.setValue('idChecked', data.available ? parsed.data : null);
      if (data.available) {
        form.clearErrors('id');
        setIdMessage(signupMessages.idAvailable);
      } else {
        form.setError('id', { message: SIGNUP_MESSAGES.idTaken });
      }
    } catch {
      form.setError('id', { message: signupMessages.idCheckFailed });
    }
  }

  const save = () => {
    const { id, idChecked, password, passwordConfirm, name } = form.getValues();
    return { id: id.trim(), idChecked, password, passwordConfirm, name };
  };

  return (
    <form className="signup-fieldset" noValidate onSubmit={form.handleSubmit(() => next(save()))}>
      <fieldset className="signup-group">
        <legend>{signupMessages.accountLegend}</legend>
        <Field
          label={signupMessages.idLabel}
          required
          hint={<span aria-live="polite">{idMessage ?? signupMessages.idHint}</span>}
          error={fieldError(errors.id)}
          action={
            <button type="button" onClick={() => void onCheckId()}>
              {signupMessages.checkId}
            </button>
          }
        >
          {(control) => (
            <input
              {...control}
              autoComplete="username"
              {...form.register('id', {
                onChange: () => {
                  form.setValue('idChecked', null);
                  setIdMessage(null);
                },
              })}
            />
          )}
        </Field>
        <Field label={signupMessages.passwordLabel} required error={fieldError(errors.password)}>
          {(control) => (
            <>
              <input
                {...control}
                aria-describedby={[rulesId, control['aria-describedby']].filter(Boolean).join(' ')}
                type="password"
                autoComplete="new-password"
                {...form.register('password')}
              />
              <ul id={rulesId} className="signup-rules" aria-label={signupMessages.passwordRules}>
                {PASSWORD_RULES.map((rule) => {
                  const met = rule.test(password);
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
            </>
          )}
        </Field>
        <Field
          label={signupMessages.passwordConfirmLabel}
          required
          error={fieldError(errors.passwordConfirm)}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              {...form.register('passwordConfirm')}
            />
          )}
        </Field>
        <Field label={signupMessages.nameLabel} required error={fieldError(errors.name)}>
          {(control) => <input {...control} autoComplete="name" {...form.register('name')} />}
        </Field>
      </fieldset>
      <StepActions
        back={() => {
          update(save());
          back();
        }}
        submit={state.signupRole === '04' ? signupMessages.submit : signupMessages.next}
      />
    </form>
  );
}
