import type { GOAL_UNITS, SUBJECTS } from '@reading/contract/marathon/codes';
import { Button } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { fieldError } from '../../../lib/forms.ts';
import { marathonMessages as t } from '../../../messages/marathon.ts';
import { BookPicker, kdcName } from '../../curation/public.ts';
import type { MarathonForm } from '../marathon-form.ts';
import { unitLabel } from './code-names.ts';

/** Step 3's fields for a kind: chosen books (found in the catalogue), a goal of books or pages, a subject. */
export function Step3Fields({
  form,
  typeCode,
  units,
  subjects,
}: {
  form: MarathonForm;
  typeCode: string;
  units: typeof GOAL_UNITS;
  subjects: typeof SUBJECTS;
}) {
  const { errors } = form.formState;
  const [books, unit] = form.watch(['bookList', 'goalUnitCode']);
  if (typeCode === '01')
    return (
      <div className="marathon-books">
        <BookPicker
          label={t.step3.bookSearch}
          disabledKeys={books.map((b) => b.bookKey)}
          onPick={(book) => {
            form.setValue('bookList', [
              ...form.getValues('bookList'),
              { bookKey: book.bookKey, title: book.title, author: book.author ?? '' },
            ]);
            form.clearErrors('bookList');
          }}
        />
        <h2 className="marathon-subtitle">{t.step3.chosen}</h2>
        {books.length === 0 ? (
          <p className="marathon-muted">{t.step3.noChosen}</p>
        ) : (
          <ol className="marathon-chosen">
            {books.map((b) => (
              <li key={b.bookKey}>
                <span lang="ko">
                  {b.title} <span className="marathon-muted">{b.author}</span>
                </span>
                <Button
                  variant="secondary"
                  onClick={() =>
                    form.setValue(
                      'bookList',
                      form.getValues('bookList').filter((x) => x.bookKey !== b.bookKey),
                    )
                  }
                >
                  <span className="visually-hidden">{markData(t.step3.remove, b.title)}</span>
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ))}
          </ol>
        )}
        {errors.bookList ? (
          <p className="field__error" role="alert">
            {fieldError(errors.bookList)}
          </p>
        ) : null}
      </div>
    );
  if (typeCode === '03')
    return (
      <>
        <Field label={t.step3.subject} required error={fieldError(errors.kdcCode)}>
          {(c) => (
            <select {...c} {...form.register('kdcCode')}>
              <option value="">{t.filters.any}</option>
              {subjects.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.code}00 {kdcName(s.code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.step3.goalSubjectBooks} required error={fieldError(errors.goalCount)}>
          {(c) => <input {...c} type="number" inputMode="numeric" min={1} {...form.register('goalCount')} />}
        </Field>
      </>
    );
  return (
    <>
      <ChoiceGroup legend={t.step3.unit} error={fieldError(errors.goalUnitCode)}>
        {units.map((u) => (
          <Choice
            key={u.code}
            type="radio"
            value={u.code}
            label={unitLabel(u.code)}
            {...form.register('goalUnitCode')}
          />
        ))}
      </ChoiceGroup>
      <Field
        label={unit === '02' ? t.step3.goalPages : t.step3.goalBooks}
        required
        error={fieldError(errors.goalCount)}
      >
        {(c) => <input {...c} type="number" inputMode="numeric" min={1} {...form.register('goalCount')} />}
      </Field>
    </>
  );
}
