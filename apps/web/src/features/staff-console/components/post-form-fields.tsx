import { REGIONS } from '@reading/contract/codes/regions';
import { FAQ_CATEGORIES } from '@reading/contract/community/codes';
import type { UseFormRegister } from 'react-hook-form';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';

const t = staffConsoleMessages.form;

export type PostFormValues = {
  title: string;
  content: string;
  categoryCode: string;
  provCode: string;
  schLevelCode: string;
  memberTypeCode: string;
  openScope: '04' | '02';
  pinned: boolean;
  hidden: boolean;
  popup: boolean;
  event: boolean;
  startDate: string;
  endDate: string;
};

type FieldsProps = { id: string; register: UseFormRegister<PostFormValues> };

/** The FAQ's category (required there). */
export function CategoryField({ id, register, error }: FieldsProps & { error?: string }) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={`${id}-category`}>
        {t.category}
      </label>
      <select
        id={`${id}-category`}
        className="board-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-category-error` : undefined}
        {...register('categoryCode')}
      >
        <option value="">{t.selectCategory}</option>
        {FAQ_CATEGORIES.map((c) => (
          <option key={c.codeId} value={c.codeId}>
            {c.codeName}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-category-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A notice's audience: region (A10 every region), site level and member type; popup and event flags. */
export function NoticeAudienceFields({ id, register }: FieldsProps) {
  return (
    <div className="post-form__grid">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-region`}>
          {t.region}
        </label>
        <select id={`${id}-region`} className="board-field" {...register('provCode')}>
          {REGIONS.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-level`}>
          {t.level}
        </label>
        <select id={`${id}-level`} className="board-field" {...register('schLevelCode')}>
          <option value="">{t.allLevels}</option>
          {(['01', '02', '03'] as const).map((code) => (
            <option key={code} value={code}>
              {t.levels[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-audience`}>
          {t.audience}
        </label>
        <select id={`${id}-audience`} className="board-field" {...register('memberTypeCode')}>
          {(['', '01', '02', '03'] as const).map((code) => (
            <option key={code} value={code}>
              {t.audiences[code]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A school board's post: everyone, or the school's own members only. */
export function OpenScopeField({ register }: FieldsProps) {
  return (
    <fieldset className="form-field">
      <legend className="form-field__label">{t.openScope}</legend>
      <div className="form-field__choices">
        {(['04', '02'] as const).map((code) => (
          <label key={code} className="form-choice">
            <input type="radio" value={code} {...register('openScope')} />
            {t.openScopes[code]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Pin, hide, (notices) popup and event, and the schedule (start and end dates). */
export function PublishFields({
  id,
  register,
  notice,
  dateError,
}: FieldsProps & { notice: boolean; dateError?: string }) {
  return (
    <>
      <fieldset className="form-field">
        <legend className="form-field__label">{t.options}</legend>
        <div className="post-form__checks">
          <label className="form-choice">
            <input type="checkbox" {...register('pinned')} />
            {t.pinned}
          </label>
          <label className="form-choice">
            <input type="checkbox" {...register('hidden')} />
            {t.hidden}
          </label>
          {notice ? (
            <>
              <label className="form-choice">
                <input type="checkbox" {...register('popup')} />
                {t.popup}
              </label>
              <label className="form-choice">
                <input type="checkbox" {...register('event')} />
                {t.event}
              </label>
            </>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="form-field" aria-describedby={`${id}-period-hint`}>
        <legend className="form-field__label">{t.period}</legend>
        <p id={`${id}-period-hint`} className="form-field__hint">
          {t.periodHint}
        </p>
        <div className="post-form__grid">
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-start`}>
              {t.startDate}
            </label>
            <input id={`${id}-start`} type="date" className="board-field" {...register('startDate')} />
          </div>
          <div className="form-field">
            <label className="form-field__label" htmlFor={`${id}-end`}>
              {t.endDate}
            </label>
            <input
              id={`${id}-end`}
              type="date"
              className="board-field"
              aria-invalid={dateError ? true : undefined}
              aria-describedby={dateError ? `${id}-end-error` : undefined}
              {...register('endDate')}
            />
            {dateError ? (
              <p id={`${id}-end-error`} className="form-field__error">
                {dateError}
              </p>
            ) : null}
          </div>
        </div>
      </fieldset>
    </>
  );
}
