import { SIGNUP_ROLES, type SignupRole } from '@reading/contract/auth/signup';
import { Choice, ChoiceGroup } from '../../../components/ui/field.tsx';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { signupMessages } from '../../../messages/signup.ts';
import { roleStepSchema } from '../signup-schemas.ts';
import type { StepProps } from './signup-state.ts';
import { StepActions } from './step-actions.tsx';

const ROLE_TEXTS: Record<SignupRole, { label: string; description: string }> = {
  '01': signupMessages.roles.student,
  '02': signupMessages.roles.teacher,
  '04': signupMessages.roles.general,
};

export function RoleStep({ state, update, next }: StepProps) {
  const form = useSchemaForm(roleStepSchema, { defaultValues: { role: state.signupRole || undefined } });
  const error = fieldError(form.formState.errors.role);
  // The steps shown above depend on the role, so a choice reaches the flow at once.
  const role = form.register('role', {
    onChange: (e) => update({ signupRole: e.target.value, school: null, grade: '', classNo: '' }),
  });
  return (
    <form className="signup-fieldset" noValidate onSubmit={form.handleSubmit(() => next())}>
      <ChoiceGroup legend={signupMessages.roleLegend} variant="cards" error={error} className="signup-group">
        {SIGNUP_ROLES.map((code) => (
          <Choice
            key={code}
            type="radio"
            value={code}
            {...role}
            label={ROLE_TEXTS[code].label}
            description={ROLE_TEXTS[code].description}
          />
        ))}
      </ChoiceGroup>
      <StepActions submit={signupMessages.next} />
    </form>
  );
}
