import { REGIONS } from '@reading/contract/codes/regions';
import { FAQ_CATEGORIES } from '@reading/contract/community/codes';
import type { UseFormRegister } from 'react-hook-form';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
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

type FieldsProps = { register: UseFormRegister<PostFormValues> };

/** The FAQ's category (required there). */
export function CategoryField({ register, error }: FieldsProps & { error?: string }) {
  return (
    <Field label={t.category} required error={error}>
      {(control) => (
        <select {...control} {...register('categoryCode')}>
          <option value="">{t.selectCategory}</option>
          {FAQ_CATEGORIES.map((c) => (
            <option key={c.codeId} value={c.codeId}>
              {c.codeName}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A notice's audience: region (A10 every region), site level and member type. */
export function NoticeAudienceFields({ register }: FieldsProps) {
  return (
    <div className="post-form__grid">
      <Field label={t.region}>
        {(control) => (
          <select {...control} {...register('provCode')}>
            {REGIONS.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.level}>
        {(control) => (
          <select {...control} {...register('schLevelCode')}>
            <option value="">{t.allLevels}</option>
            {(['01', '02', '03'] as const).map((code) => (
              <option key={code} value={code}>
                {t.levels[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.audience}>
        {(control) => (
          <select {...control} {...register('memberTypeCode')}>
            {(['', '01', '02', '03'] as const).map((code) => (
              <option key={code} value={code}>
                {t.audiences[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** A school board's post: everyone, or the school's own members only. */
export function OpenScopeField({ register }: FieldsProps) {
  return (
    <ChoiceGroup legend={t.openScope}>
      {(['04', '02'] as const).map((code) => (
        <Choice key={code} type="radio" value={code} label={t.openScopes[code]} {...register('openScope')} />
      ))}
    </ChoiceGroup>
  );
}

/** Pin, hide, (notices) popup and event, and the schedule (start and end dates). */
export function PublishFields({
  register,
  notice,
  dateError,
}: FieldsProps & { notice: boolean; dateError?: string }) {
  return (
    <>
      <ChoiceGroup legend={t.options}>
        <Choice type="checkbox" label={t.pinned} {...register('pinned')} />
        <Choice type="checkbox" label={t.hidden} {...register('hidden')} />
        {notice ? <Choice type="checkbox" label={t.popup} {...register('popup')} /> : null}
        {notice ? <Choice type="checkbox" label={t.event} {...register('event')} /> : null}
      </ChoiceGroup>
      <fieldset className="post-form__period">
        <legend className="choice-group__legend">{t.period}</legend>
        <p className="field__hint">{t.periodHint}</p>
        <div className="post-form__grid">
          <Field label={t.startDate}>
            {(control) => <input {...control} type="date" {...register('startDate')} />}
          </Field>
          <Field label={t.endDate} error={dateError}>
            {(control) => <input {...control} type="date" {...register('endDate')} />}
          </Field>
        </div>
      </fieldset>
    </>
  );
}
