import { bookGroupSaveRequestSchema } from '@reading/contract/groups/book-group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { bookGroupKeys, saveBookGroup, useBookGroupList } from '../api/book-groups.ts';
import { useGroupList } from '../api/groups.ts';
import { GroupCards, LoginFirst } from './group-list.tsx';
import './groups.css';

const isTeacher = (code: string | undefined) => code === '02' || code === '03';

/** A teacher starts a class reading: the book, the class, and chapters with due dates. */
function ReadingForm({ onDone }: { onDone: () => void }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(bookGroupSaveRequestSchema, {
    defaultValues: {
      title: '',
      bookTitle: '',
      bookAuthor: '',
      grade: 5,
      classNo: 1,
      description: '',
      chapterList: [{ title: '', dueDate: '' }],
    },
  });
  const chapters = useFieldArray({ control: form.control, name: 'chapterList' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await saveBookGroup(values);
      await queryClient.invalidateQueries({ queryKey: bookGroupKeys.all });
      await alertDialog(res.message);
      onDone();
      navigate(
        hrefFor('BookGroupView', { basePath, search: { bookGroupKey: String(res.data.bookGroupKey) } }),
      );
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  return (
    <form
      className="community-form club-section"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isSubmitting}
    >
      <Field label={t.readingTitle} required error={fieldError(errors.title)}>
        {(c) => <input {...c} maxLength={100} {...form.register('title')} />}
      </Field>
      <div className="group-form__row">
        <Field label={t.readingBook} required error={fieldError(errors.bookTitle)}>
          {(c) => <input {...c} maxLength={200} {...form.register('bookTitle')} />}
        </Field>
        <Field label={t.readingAuthor} error={fieldError(errors.bookAuthor)}>
          {(c) => <input {...c} maxLength={100} {...form.register('bookAuthor')} />}
        </Field>
      </div>
      <div className="group-form__row">
        <Field label={t.grade} required error={fieldError(errors.grade)}>
          {(c) => <input {...c} type="number" min={1} max={6} {...form.register('grade')} />}
        </Field>
        <Field label={t.classNo} required error={fieldError(errors.classNo)}>
          {(c) => <input {...c} type="number" min={1} max={30} {...form.register('classNo')} />}
        </Field>
      </div>
      <Field label={t.description} error={fieldError(errors.description)}>
        {(c) => <textarea {...c} rows={3} maxLength={1000} {...form.register('description')} />}
      </Field>
      <fieldset className="reading-chapters">
        <legend>{t.chapters}</legend>
        {chapters.fields.map((field, i) => (
          <div key={field.id} className="group-form__row">
            <Field label={t.chapterTitle(i + 1)} required error={fieldError(errors.chapterList?.[i]?.title)}>
              {(c) => <input {...c} maxLength={100} {...form.register(`chapterList.${i}.title`)} />}
            </Field>
            <Field label={t.dueDate(i + 1)} required error={fieldError(errors.chapterList?.[i]?.dueDate)}>
              {(c) => <input {...c} type="date" {...form.register(`chapterList.${i}.dueDate`)} />}
            </Field>
          </div>
        ))}
        {errors.chapterList?.root || errors.chapterList?.message ? (
          <p className="field__error">{fieldError(errors.chapterList?.root ?? errors.chapterList)}</p>
        ) : null}
        <div className="community-form__actions">
          <Button
            type="button"
            variant="secondary"
            onClick={() => chapters.append({ title: '', dueDate: '' })}
          >
            {t.addChapter}
          </Button>
          {chapters.fields.length > 1 ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => chapters.remove(chapters.fields.length - 1)}
            >
              {t.removeChapter}
            </Button>
          ) : null}
        </div>
      </fieldset>
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

/** readingBookGroup (group reading): my class's readings (or the ones I run) and my reading clubs. */
export function BookGroupListPage() {
  const session = useSession();
  const { basePath } = useSite();
  const teacher = isTeacher(session?.memberTypeCode);
  const readings = useBookGroupList(Boolean(session));
  const clubs = useGroupList('mine', Boolean(session));
  const [creating, setCreating] = useState(false);
  return (
    <CommunityPage
      title={ROUTE_TITLES.readingBookGroup}
      actions={
        session ? (
          <>
            {teacher ? (
              <Button
                variant={creating ? 'secondary' : 'primary'}
                aria-expanded={creating}
                onClick={() => setCreating(!creating)}
              >
                {t.createReading}
              </Button>
            ) : null}
            <ButtonLink variant="secondary" to={hrefFor('ReadingGroup', { basePath })}>
              {t.allClubs}
            </ButtonLink>
          </>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          {creating ? <ReadingForm onDone={() => setCreating(false)} /> : null}
          <section className="club-section" aria-labelledby="readings-title">
            <h2 id="readings-title" className="club-section__title">
              {teacher ? t.myReadings : t.readings}
            </h2>
            {readings.isPending ? (
              <BoardLoading />
            ) : readings.error ? (
              <BoardError error={readings.error} onRetry={() => void readings.refetch()} />
            ) : readings.data.list.length === 0 ? (
              <p className="board-state">{t.noReadings}</p>
            ) : (
              <ul className="group-cards">
                {readings.data.list.map((r) => (
                  <li key={r.bookGroupKey} className="group-card">
                    <div className="group-card__body">
                      <p className="group-card__tags">
                        <span className="group-tag">{t.classOf(r.grade, r.classNo)}</span>
                      </p>
                      <h3 className="group-card__title">
                        <Link
                          to={hrefFor('BookGroupView', {
                            basePath,
                            search: { bookGroupKey: String(r.bookGroupKey) },
                          })}
                          lang="ko"
                        >
                          {r.title}
                        </Link>
                      </h3>
                      <p className="group-card__purpose" lang="ko">
                        『{r.bookTitle}』 {r.bookAuthor}
                      </p>
                      <p className="group-card__meta">
                        {teacher ? t.postsOf(r.doneCount) : t.progress(r.doneCount, r.chapterCount)} ·{' '}
                        {r.nextDueDate ? t.nextDue(r.nextDueDate) : t.allDue}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="club-section" aria-labelledby="my-clubs-title">
            <h2 id="my-clubs-title" className="club-section__title">
              {t.myClubs}
            </h2>
            {clubs.isPending ? <BoardLoading /> : clubs.data ? <GroupCards list={clubs.data.list} /> : null}
          </section>
        </>
      )}
    </CommunityPage>
  );
}
