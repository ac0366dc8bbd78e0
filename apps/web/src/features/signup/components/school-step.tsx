import { REGIONS } from '@reading/contract/codes/regions';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { signupMessages } from '../../../../messages/signup.ts';
import { searchSchools } from '../../api/signup.ts';
import type { SignupState, StepProps } from './signup-state.ts';

export function SchoolStep({ state, update, next, back }: StepProps) {
  const ids = { region: useId(), keyword: useId(), grade: useId(), classNo: useId() };
  const [region, setRegion] = useState('A10');
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<SignupState['school'][] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const isStudent = state.signupRole === '01';
  const maxGrade = state.school?.schLevelCode === '01' ? 6 : 3;

  async function onSearch(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { data } = await searchSchools(keyword.trim(), region === 'A10' ? null : region);
      setResults(data.list);
    } catch (e) {
      setResults(null);
      setError(isApiError(e) ? e.message.replace(/^\w+: /, '') : signupMessages.schoolSearchFailed);
    }
  }

  function submit() {
    if (!state.school) return setError(signupMessages.schoolRequired);
    if (isStudent && !state.grade) return setError(signupMessages.gradeRequired);
    if (isStudent && !/^\d{1,2}$/.test(state.classNo)) return setError(signupMessages.classRequired);
    setError(null);
    next();
  }

  return (
    <div className="signup-fieldset">
      <h2 className="signup-subtitle">{signupMessages.schoolTitle}</h2>
      <form className="signup-search" onSubmit={(e) => void onSearch(e)}>
        <label htmlFor={ids.region}>{signupMessages.regionLabel}</label>
        <select id={ids.region} value={region} onChange={(e) => setRegion(e.target.value)}>
          {REGIONS.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.keyword}>{signupMessages.schoolNameLabel}</label>
        <input id={ids.keyword} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <button type="submit">{signupMessages.schoolSearch}</button>
      </form>
      {results ? (
        <fieldset className="signup-schools">
          <legend>{signupMessages.results(results.length)}</legend>
          {results.length === 0 ? <p>{signupMessages.noSchools}</p> : null}
          {results.map((school) =>
            school ? (
              <label key={school.schKey} className="signup-school">
                <input
                  type="radio"
                  name="school"
                  checked={state.school?.schKey === school.schKey}
                  onChange={() => update({ school, grade: '' })}
                />
                <span className="signup-school__name">{school.name}</span>
                <span className="signup-school__addr">{school.addr}</span>
              </label>
            ) : null,
          )}
        </fieldset>
      ) : null}
      {isStudent && state.school ? (
        <div className="signup-inline signup-grade">
          <label htmlFor={ids.grade}>{signupMessages.gradeLabel}</label>
          <select id={ids.grade} value={state.grade} onChange={(e) => update({ grade: e.target.value })}>
            <option value="">{signupMessages.choose}</option>
            {Array.from({ length: maxGrade }, (_, i) => String(i + 1)).map((g) => (
              <option key={g} value={g}>
                {signupMessages.gradeOption(g)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.classNo}>{signupMessages.classLabel}</label>
          <input
            id={ids.classNo}
            inputMode="numeric"
            value={state.classNo}
            onChange={(e) => update({ classNo: e.target.value.replace(/\D/g, '').slice(0, 2) })}
          />
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
          {signupMessages.submit}
        </button>
      </div>
    </div>
  );
}
