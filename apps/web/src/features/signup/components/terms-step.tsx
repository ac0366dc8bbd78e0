import { SIGNUP_MESSAGES } from '@reading/contract/auth/signup';
import { useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../../../config/paths.ts';
import { useSite } from '../../../../lib/site.ts';
import { signupMessages } from '../../../../messages/signup.ts';
import type { StepProps } from './signup-state.ts';

const plain = (message: string) => message.replace(/^\w+: /, '');

export function TermsStep({ state, update, next, back }: StepProps) {
  const { basePath } = useSite();
  const [error, setError] = useState<string | null>(null);
  const isStudent = state.signupRole === '01';

  function submit() {
    if (!state.agreeUseCondition) return setError(plain(SIGNUP_MESSAGES.useCondition));
    if (!state.agreePersonalPrivacy) return setError(plain(SIGNUP_MESSAGES.personalPrivacy));
    if (isStudent && state.under14 && !state.guardianAgree) return setError(SIGNUP_MESSAGES.guardian);
    setError(null);
    next();
  }

  return (
    <fieldset className="signup-fieldset">
      <legend>{signupMessages.termsLegend}</legend>
      <label className="signup-check">
        <input
          type="checkbox"
          checked={state.agreeUseCondition}
          onChange={(e) => update({ agreeUseCondition: e.target.checked })}
        />
        <span>
          {signupMessages.required}{' '}
          <Link to={hrefFor('UseCondition', { basePath })}>{signupMessages.useConditionLink}</Link>
          {signupMessages.agreeSuffix}
        </span>
      </label>
      <label className="signup-check">
        <input
          type="checkbox"
          checked={state.agreePersonalPrivacy}
          onChange={(e) => update({ agreePersonalPrivacy: e.target.checked })}
        />
        <span>
          {signupMessages.required}{' '}
          <Link to={hrefFor('PersonalPrivacy', { basePath })}>{signupMessages.personalPrivacyLink}</Link>
          {signupMessages.agreeSuffix}
        </span>
      </label>
      {isStudent ? (
        <div className="signup-guardian">
          <label className="signup-check">
            <input
              type="checkbox"
              checked={state.under14}
              onChange={(e) => update({ under14: e.target.checked, guardianAgree: false })}
            />
            <span>{signupMessages.under14}</span>
          </label>
          {state.under14 ? (
            <label className="signup-check">
              <input
                type="checkbox"
                checked={state.guardianAgree}
                onChange={(e) => update({ guardianAgree: e.target.checked })}
              />
              <span>{signupMessages.guardianAgree}</span>
            </label>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="signup-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="signup-actions">
        <button type="button" onClick={back}>
          {signupMessages.back}
        </button>
        <button type="button" className="signup-primary" onClick={submit}>
          {signupMessages.next}
        </button>
      </div>
    </fieldset>
  );
}
