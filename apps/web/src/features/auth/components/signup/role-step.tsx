import type { SignupRole } from '@reading/contract/auth/signup';
import { useState } from 'react';
import { ko } from '../../../../messages/ko.ts';
import type { StepProps } from './signup-state.ts';

const ROLES: { code: SignupRole; label: string; description: string }[] = [
  { code: '01', ...ko.signup.roles.student },
  { code: '02', ...ko.signup.roles.teacher },
  { code: '04', ...ko.signup.roles.general },
];

export function RoleStep({ state, update, next }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="signup-fieldset">
      <legend>{ko.signup.roleLegend}</legend>
      <div className="signup-roles">
        {ROLES.map((role) => (
          <label key={role.code} className="signup-role">
            <input
              type="radio"
              name="signupRole"
              value={role.code}
              checked={state.signupRole === role.code}
              onChange={() => {
                setError(null);
                update({ signupRole: role.code, school: null, grade: '', classNo: '' });
              }}
            />
            <span className="signup-role__label">{role.label}</span>
            <span className="signup-role__description">{role.description}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="signup-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="signup-actions">
        <button
          type="button"
          className="signup-primary"
          onClick={() => (state.signupRole ? next() : setError(ko.signup.roleRequired))}
        >
          {ko.signup.next}
        </button>
      </div>
    </fieldset>
  );
}
