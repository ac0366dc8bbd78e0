import { schoolSearchRequestSchema } from '@reading/contract/auth/signup';
import { REGIONS } from '@reading/contract/codes/regions';
import { useState } from 'react';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { signupMessages } from '../../../messages/signup.ts';
import { searchSchools } from '../api/signup.ts';
import { schoolStepSchema } from '../signup-schemas.ts';
import type { SignupState, StepProps } from './signup-state.ts';
import { StepActions } from './step-actions.tsx';

type School = NonNullable<SignupState['school']>;

/** The school search: a region (all by default) and part of the name, checked by the contract's schema. */
function SchoolSearch({ onResults }: { onResults: (list: School[] | null, error?: string) => void }) {
  const form = useSchemaForm(schoolSearchRequestSchema, { defaultValues: { keyword: '', provCode: 'A10' } });
  const search = form.handleSubmit(async ({ keyword, provCode }) => {
    try {
      const { data } = await searchSchools(keyword, provCode === 'A10' ? null : (provCode ?? null));
      onResults(data.list);
    } catch (e) {
      onResults(null, isApiError(e) ? plainMessage(e.message) : signupMessages.schoolSearchFailed);
    }
  });
  return (
    <form className="signup-search" noValidate onSubmit={(e) => void search(e)}>
      <Field label={signupMessages.regionLabel} layout="inline">
        {(control) => (
          <select {...control} {...form.register('provCode')}>
            {REGIONS.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={signupMessages.schoolNameLabel}
        layout="inline"
        error={fieldError(form.formState.errors.keyword)}
        action={<button type="submit">{signupMessages.schoolSearch}</button>}
      >
        {(control) => <input {...control} {...form.register('keyword')} />}
      </Field>
    </form>
  );
}

export function SchoolStep({ state, update, next, back }: StepProps) {
  const [results, setResults] = useState<School[] | null>(null);
  const [searchError, setSearchError] = useState<string | undefined>();
  const isStudent = state.signupRole === '01';
  const maxGrade = state.school?.schLevelCode === '01' ? 6 : 3;
  const form = useSchemaForm(schoolStepSchema, {
    defaultValues: { schKey: state.school?.schKey, grade: state.grade, classNo: state.classNo, isStudent },
  });
  const { errors } = form.formState;
  // One message at a time, in the page's order (decision 033).
  const error = searchError ?? fieldError(errors.schKey ?? errors.grade ?? errors.classNo);
  const save = () => ({ grade: form.getValues('grade'), classNo: form.getValues('classNo') });

  function choose(school: School) {
    form.setValue('schKey', school.schKey);
    form.setValue('grade', '');
    form.clearErrors();
    update({ school, grade: '' });
  }

  return (
    <div className="signup-fieldset">
      <h2 className="signup-subtitle">{signupMessages.schoolTitle}</h2>
      <SchoolSearch
        onResults={(list, failure) => {
          setResults(list);
          setSearchError(failure);
        }}
      />
      <form className="signup-fieldset" noValidate onSubmit={form.handleSubmit(() => next(save()))}>
        {results ? (
          <ChoiceGroup legend={signupMessages.results(results.length)} className="signup-schools">
            {results.length === 0 ? <p>{signupMessages.noSchools}</p> : null}
            {results.map((school) => (
              <Choice
                key={school.schKey}
                type="radio"
                name="school"
                checked={state.school?.schKey === school.schKey}
                onChange={() => choose(school)}
                label={school.name}
                description={school.addr}
              />
            ))}
          </ChoiceGroup>
        ) : null}
        {isStudent && state.school ? (
          <div className="signup-grade">
            <Field label={signupMessages.gradeLabel} layout="inline">
              {(control) => (
                <select {...control} {...form.register('grade')}>
                  <option value="">{signupMessages.choose}</option>
                  {Array.from({ length: maxGrade }, (_, i) => String(i + 1)).map((g) => (
                    <option key={g} value={g}>
                      {signupMessages.gradeOption(g)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={signupMessages.classLabel} layout="inline">
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  {...form.register('classNo', {
                    onChange: (e) => {
                      const digits = e.target.value.replace(/\D/g, '').slice(0, 2);
                      if (digits !== e.target.value) form.setValue('classNo', digits);
                    },
                  })}
                />
              )}
            </Field>
          </div>
        ) : null}
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <StepActions
          back={() => {
            update(save());
            back();
          }}
          submit={signupMessages.submit}
        />
      </form>
    </div>
  );
}
