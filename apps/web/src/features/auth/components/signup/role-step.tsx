import type { SignupRole } from '@reading/contract/auth/signup';
import { useState } from 'react';
import type { StepProps } from './signup-state.ts';

const ROLES: { code: SignupRole; label: string; description: string }[] = [
  { code: '01', label: '학생', description: '초·중·고등학교 학생' },
  { code: '02', label: '교사', description: '학교 선생님 (학교관리자는 학교에서 지정합니다)' },
  { code: '04', label: '일반', description: '학부모, 일반 이용자' },
];

export function RoleStep({ state, update, next }: StepProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <fieldset className="signup-fieldset">
      <legend>가입할 회원 유형을 선택해주세요.</legend>
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
          onClick={() => (state.signupRole ? next() : setError('회원 유형을 선택해주세요.'))}
        >
          다음
        </button>
      </div>
    </fieldset>
  );
}
