import { type ActivitySubject, subjectSaveRequestSchema } from '@reading/contract/activities/activities';
import { gradesOf } from '@reading/contract/codes/school-levels';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { WorkTitle } from '../../../components/books/work-title.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { currentSiteLevel } from '../../../lib/site.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { activitiesKey, deleteSubject, saveSubject, useBookChoices, useSubjects } from '../api/activities.ts';
import { BookSearchField } from './book-search-field.tsx';
import { SubjectCards } from './subject-list.tsx';

const m = t.subjectManage;
const shape = subjectSaveRequestSchema.shape;
/** The contract's fields; grade and class come from a select and a text box, the day from a date input. */
const subjectFormSchema = z.object({
  title: shape.title,
  theme: shape.theme,
  targetGrade: z.string(),
  targetClass: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= 30), {
      error: m.classInvalid,
    }),
  dueDate: z.string().min(1, { error: m.dueRequired }),
});
type Book = { bookKey: number; title: string } | null;
const dashed = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;

/** Picks the assignment's book from the union catalogue's search (searchBooks), or none. */
function BookPicker({ book, onPick }: { book: Book; onPick: (book: Book) => void }) {
  const [keyword, setKeyword] = useState('');
  const foundId = useId();
  const found = useBookChoices('searchBooks', keyword);
  return (
    <fieldset className="subject-form__book">
      <legend>{m.book}</legend>
      <p className="activities__book-meta">{book ? markData(m.chosenBook, book.title) : m.noBook}</p>
      {book ? (
        <Button type="button" variant="secondary" onClick={() => onPick(null)}>
          {m.clearBook}
        </Button>
      ) : null}
      <BookSearchField
        label={m.bookSearch}
        hint={m.bookHint}
        button={m.bookSearchButton}
        variant="secondary"
        onSearch={setKeyword}
      />
      {keyword && found.data ? (
        found.data.list.length === 0 ? (
          <p role="status">{t.books.empty}</p>
        ) : (
          <>
            <span id={foundId} hidden>
              {markData(t.books.found, found.data.totalCount, keyword)}
            </span>
            <ul className="subject-form__found" aria-labelledby={foundId}>
              {found.data.list.slice(0, 5).map((b) => (
                <li key={b.bookKey}>
                  <span>
                    <WorkTitle title={b.title} volumes={b.volumes} />
                    <span className="activities__book-meta" lang="ko">
                      {' '}
                      {b.author}
                    </span>
                  </span>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => onPick({ bookKey: b.bookKey, title: b.title })}
                  >
                    <span className="visually-hidden">{markData(m.pickLabel, b.title)}</span>
                    <span aria-hidden="true">{m.pick}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </fieldset>
  );
}

/** Sets a new assignment, or edits `editing` (its own teacher's). */
function SubjectForm({ editing, onDone }: { editing: ActivitySubject | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [book, setBook] = useState<Book>(
    editing?.bookKey ? { bookKey: editing.bookKey, title: editing.bookTitle ?? '' } : null,
  );
  const form = useSchemaForm(subjectFormSchema, {
    defaultValues: {
      title: editing?.title ?? '',
      theme: editing?.theme ?? '',
      targetGrade: editing?.targetGrade ? String(editing.targetGrade) : '',
      targetClass: editing?.targetClass ? String(editing.targetClass) : '',
      dueDate: editing ? dashed(editing.dueDate) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    const banned = await bannedWordsMessage(v.title, v.theme ?? '');
    if (banned) return alertDialog(banned);
    try {
      const res = await saveSubject({
        ...(editing ? { subjectKey: editing.subjectKey } : {}),
        title: v.title,
        theme: v.theme,
        bookKey: book?.bookKey ?? null,
        targetGrade: v.targetGrade ? Number(v.targetGrade) : null,
        targetClass: v.targetGrade && v.targetClass ? Number(v.targetClass) : null,
        dueDate: v.dueDate.replaceAll('-', ''),
      });
      await queryClient.invalidateQueries({ queryKey: activitiesKey });
      await alertDialog(res.message);
      form.reset({ title: '', theme: '', targetGrade: '', targetClass: '', dueDate: '' });
      setBook(null);
      onDone();
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : t.loadError);
    }
  });
  const grade = form.watch('targetGrade');
  // Editing starts at the title, so keyboard and screen-reader users land in the form they opened.
  useEffect(() => {
    if (editing) form.setFocus('title');
  }, [editing, form]);
  return (
    <section className="activity-review__box" aria-labelledby="subject-form-title">
      <h2 id="subject-form-title" className="activities__subtitle">
        {editing ? m.editTitle : m.formTitle}
      </h2>
      <form className="activity-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
        <Field label={m.title} required error={fieldError(errors.title)}>
          {(c) => <input {...c} className="input" maxLength={100} {...form.register('title')} />}
        </Field>
        <Field label={m.theme} error={fieldError(errors.theme)}>
          {(c) => <textarea {...c} className="input" rows={2} maxLength={200} {...form.register('theme')} />}
        </Field>
        <BookPicker book={book} onPick={setBook} />
        <div className="subject-form__row">
          <Field label={m.grade}>
            {(c) => (
              <select {...c} className="input" {...form.register('targetGrade')}>
                <option value="">{m.allGrades}</option>
                {gradesOf(currentSiteLevel()).map((g) => (
                  <option key={g} value={g}>
                    {m.gradeOption(g)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={m.classNo} hint={m.classHint} error={fieldError(errors.targetClass)}>
            {(c) => (
              <input
                {...c}
                className="input"
                inputMode="numeric"
                disabled={!grade}
                {...form.register('targetClass')}
              />
            )}
          </Field>
          <Field label={m.due} required error={fieldError(errors.dueDate)}>
            {(c) => <input {...c} className="input" type="date" {...form.register('dueDate')} />}
          </Field>
        </div>
        <div className="activity-form__actions">
          {editing ? (
            <Button type="button" variant="secondary" onClick={onDone}>
              {m.cancel}
            </Button>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {editing ? m.update : m.save}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * ParticipationActivityManageList?tab=subject (decision 137): a teacher sets assignments for a grade or
 * class and edits or deletes their own; the list is the school's, with how many activities each has.
 */
export function SubjectManage({ memberKey }: { memberKey: number }) {
  const queryClient = useQueryClient();
  const subjects = useSubjects();
  const [editing, setEditing] = useState<ActivitySubject | null>(null);
  const remove = async (subject: ActivitySubject) => {
    if (!(await confirmDialog(m.confirmRemove(subject.title)))) return;
    try {
      const res = await deleteSubject(subject.subjectKey);
      await queryClient.invalidateQueries({ queryKey: activitiesKey });
      await alertDialog(res.message);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : t.loadError);
    }
  };
  return (
    <>
      <SubjectForm key={editing?.subjectKey ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <section aria-labelledby="subject-manage-title" className="activities">
        <h2 id="subject-manage-title" className="activities__subtitle">
          {m.listTitle}
        </h2>
        <SubjectCards
          query={subjects}
          empty={m.empty}
          actionsOf={(subject) => (
            <>
              <span className="activities__book-meta">{t.subjects.count(subject.activityCount)}</span>
              {subject.teacherMemberKey === memberKey ? (
                <>
                  <Button variant="secondary" onClick={() => setEditing(subject)}>
                    <span className="visually-hidden" lang="ko">
                      {subject.title}{' '}
                    </span>
                    {m.edit}
                  </Button>
                  <Button variant="secondary" onClick={() => void remove(subject)}>
                    <span className="visually-hidden" lang="ko">
                      {subject.title}{' '}
                    </span>
                    {m.remove}
                  </Button>
                </>
              ) : null}
            </>
          )}
        />
      </section>
    </>
  );
}
