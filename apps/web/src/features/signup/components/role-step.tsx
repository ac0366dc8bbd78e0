import type { SignupRole } from '@reading/contract/auth/signup';
import { useState } from 'react';
import { signupMessages } from '../../../../messages/signup.ts';
import type { StepProps } from './signup-state.ts';

const ROLES: { code: SignupRole; label: string; description: string }[] = [
  { code: '01', ...signupMessages.roles.student },
  { code: '02', ...signupMessages.roles.teacher },
  { code: '04', ...signupMessages.roles.general },
];

export function RoleStep({ state, update, next }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="signup-fieldset">
      <legend>{signupMessages.roleLegend}</legend>
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
          onClick={() => (state.signupRole ? next() : setError(signupMessages.roleRequired))}
        >
          {signupMessages.next}
        </button>
      </div>
    </fieldset>
  );
}
