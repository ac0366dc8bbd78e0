import { Link } from 'react-router';
import { Choice, ChoiceGroup } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { signupMessages } from '../../../messages/signup.ts';
import { termsStepSchema } from '../signup-schemas.ts';
import type { StepProps } from './signup-state.ts';
import { StepActions } from './step-actions.tsx';

export function TermsStep({ state, update, next, back }: StepProps) {
  const { basePath } = useSite();
  const isStudent = state.signupRole === '01';
  const form = useSchemaForm(termsStepSchema, {
    defaultValues: {
      agreeUseCondition: state.agreeUseCondition,
      agreePersonalPrivacy: state.agreePersonalPrivacy,
      under14: state.under14,
      guardianAgree: state.guardianAgree,
      isStudent,
    },
  });
  const { errors } = form.formState;
  // One message at a time, in the page's order (decision 033).
  const error = fieldError(errors.agreeUseCondition ?? errors.agreePersonalPrivacy ?? errors.guardianAgree);
  const under14 = form.watch('under14');
  const save = () => {
    const { isStudent: _, ...terms } = form.getValues();
    return terms;
  };
  const agreement = (link: string, to: 'UseCondition' | 'PersonalPrivacy') => (
    <>
      {signupMessages.required}{' '}
      {/* The ticks so far go with the state, so coming back from the terms finds them (issue 25). */}
      <Link to={hrefFor(to, { basePath })} onClick={() => update(save())}>
        {link}
      </Link>
      {signupMessages.agreeSuffix}
    </>
  );

  return (
    <form className="signup-fieldset" noValidate onSubmit={form.handleSubmit(() => next(save()))}>
      <ChoiceGroup legend={signupMessages.termsLegend} error={error} className="signup-group">
        <Choice
          type="checkbox"
          {...form.register('agreeUseCondition')}
          label={agreement(signupMessages.useConditionLink, 'UseCondition')}
        />
        <Choice
          type="checkbox"
          {...form.register('agreePersonalPrivacy')}
          label={agreement(signupMessages.personalPrivacyLink, 'PersonalPrivacy')}
        />
        {isStudent ? (
          <div className="signup-guardian">
            <Choice
              type="checkbox"
              {...form.register('under14', { onChange: () => form.setValue('guardianAgree', false) })}
              label={signupMessages.under14}
            />
            {under14 ? (
              <Choice
                type="checkbox"
                {...form.register('guardianAgree')}
                label={signupMessages.guardianAgree}
              />
            ) : null}
          </div>
        ) : null}
      </ChoiceGroup>
      <StepActions
        back={() => {
          update(save());
          back();
        }}
        submit={signupMessages.next}
      />
    </form>
  );
}
