import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { signup } from '../api/signup.ts';
import { AccountStep } from './account-step.tsx';
import { RoleStep } from './role-step.tsx';
import { SchoolStep } from './school-step.tsx';
import { keepSignup, restoreSignup, type SignupState, stepsFor } from './signup-state.ts';
import { TermsStep } from './terms-step.tsx';
import './signup.css';
import { signupMessages } from '../../../messages/signup.ts';

/**
 * Signup (spec 000 §4, spec 001 §2.2): numbered steps from 1 with a role chosen first; the steps depend
 * on the role (a general member has no school). Creates the account on the last data step.
 */
export function SignupFlow() {
  const { basePath } = useSite();
  const [state, setState] = useState<SignupState>(restoreSignup);
  const [busy, setBusy] = useState(false);
  const steps = stepsFor(state.signupRole);
  const current = steps[state.signupStep - 1]!;
  const update = (change: Partial<SignupState>) => setState((s) => ({ ...s, ...change }));
  const back = () => update({ signupStep: Math.max(1, state.signupStep - 1) });
  useEffect(() => keepSignup(state), [state]);

  async function next(change: Partial<SignupState> = {}) {
    const following = steps[state.signupStep];
    if (following?.key !== 'done') return update({ ...change, signupStep: state.signupStep + 1 });
    if (busy) return;
    update(change);
    const filled = { ...state, ...change };
    setBusy(true);
    try {
      const role = filled.signupRole || '04';
      await signup({
        role,
        // The terms step lets nobody past without both: only 'Y' reaches here.
        agreeUseCondition: 'Y',
        agreePersonalPrivacy: 'Y',
        under14: role === '01' && filled.under14 ? 'Y' : 'N',
        guardianAgree: role === '01' && filled.guardianAgree ? 'Y' : 'N',
        id: filled.id.trim(),
        password: filled.password,
        name: filled.name.trim(),
        ...(role !== '04' && filled.school ? { schKey: filled.school.schKey } : {}),
        ...(role === '01' ? { grade: Number(filled.grade), classNo: Number(filled.classNo) } : {}),
      });
      update({ signupStep: state.signupStep + 1, password: '', passwordConfirm: '' });
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : signupMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  const props = { state, update, next: (change?: Partial<SignupState>) => void next(change), back };
  return (
    <section className="signup" aria-labelledby="signup-title">
      <h1 id="signup-title" className="signup__title">
        {signupMessages.title}
      </h1>
      <ol className="signup-steps">
        {steps.map((step, index) => (
          <li key={step.key} aria-current={index === state.signupStep - 1 ? 'step' : undefined}>
            <span className="signup-steps__number">{index + 1}</span>
            <span className="signup-steps__label">{step.label}</span>
          </li>
        ))}
      </ol>
      {current.key === 'role' ? <RoleStep {...props} /> : null}
      {current.key === 'terms' ? <TermsStep {...props} /> : null}
      {current.key === 'account' ? <AccountStep {...props} /> : null}
      {current.key === 'school' ? <SchoolStep {...props} /> : null}
      {current.key === 'done' ? (
        <div className="signup-fieldset signup-done" role="status">
          <h2 className="signup-subtitle">{signupMessages.doneTitle}</h2>
          <p>{signupMessages.welcome(state.name.trim())}</p>
          {state.signupRole === '02' ? <p>{signupMessages.teacherPending}</p> : null}
          <ButtonLink to={hrefFor('StudentLogin', { basePath })}>{signupMessages.toLogin}</ButtonLink>
        </div>
      ) : null}
    </section>
  );
}
