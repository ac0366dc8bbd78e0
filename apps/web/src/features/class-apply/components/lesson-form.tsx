import {
  type LessonApplication,
  type LessonFields,
  lessonFieldsSchema,
} from '@reading/contract/teachersupport/lesson-apply';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { classApplyMessages as t } from '../../../messages/class-apply.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { applyLesson, lessonKeys, modifyLesson, useLessonCalendar, useLessonDetail } from '../api/lessons.ts';
import { slotState } from '../calendar-days.ts';
import { LoginFirst, QueryState, SlotOptions, slotRoomHint } from './lesson-shared.tsx';

/** The free slots of a day (with the application's own slot when modifying). */
function useFreeSlots(day: string, current?: number) {
  const cal = useLessonCalendar(day, day, /^\d{4}-\d{2}-\d{2}$/.test(day));
  if (!cal.data) return null;
  const data = cal.data;
  return data.slots.filter((s) => s.slotKey === current || slotState(data, s, day).kind === 'free');
}

function LessonForm({ initial, editing }: { initial: Partial<LessonFields>; editing?: LessonApplication }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(lessonFieldsSchema, {
    defaultValues: {
      grade: 1,
      classNo: 1,
      subject: '',
      studentCount: 20,
      purpose: '',
      books: '',
      ...initial,
    },
  });
  const e = form.formState.errors;
  const day = String(form.watch('lessonDate') ?? '');
  const free = useFreeSlots(day, editing?.lessonDate === day ? editing.slotKey : undefined);

  const submit = form.handleSubmit(async (values) => {
    const banned = await bannedWordsMessage(values.subject, values.purpose, values.books);
    if (banned) return alertDialog(banned);
    try {
      const res = editing ? await modifyLesson(editing.applyKey, values) : await applyLesson(values);
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      await alertDialog(res.message);
      navigate(hrefFor('applyClassDetail', { basePath, search: { applyKey: String(res.data.applyKey) } }));
    } catch (error) {
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
  });

  return (
    <form
      className="lesson-form"
      noValidate
      onSubmit={(ev) => void submit(ev)}
      aria-busy={form.formState.isSubmitting}
    >
      <Field label={t.form.date} required error={fieldError(e.lessonDate)}>
        {(control) => <input {...control} type="date" {...form.register('lessonDate')} />}
      </Field>
      <Field
        label={t.form.slot}
        required
        hint={slotRoomHint(free, form.watch('slotKey'))}
        error={fieldError(e.slotKey)}
      >
        {(control) => (
          <select
            {...control}
            value={String(form.watch('slotKey') ?? '')}
            onChange={(ev) =>
              form.setValue('slotKey', ev.target.value ? Number(ev.target.value) : '', {
                shouldValidate: true,
              })
            }
          >
            <option value="">{free?.length === 0 ? t.form.noFreeSlot : t.form.chooseSlot}</option>
            <SlotOptions slots={free ?? []} />
          </select>
        )}
      </Field>
      <div className="lesson-form__row">
        <Field label={t.form.grade} required error={fieldError(e.grade)}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={6}
              inputMode="numeric"
              {...form.register('grade')}
            />
          )}
        </Field>
        <Field label={t.form.classNo} required error={fieldError(e.classNo)}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={30}
              inputMode="numeric"
              {...form.register('classNo')}
            />
          )}
        </Field>
        <Field label={t.form.studentCount} required error={fieldError(e.studentCount)}>
          {(control) => (
            <input
              {...control}
              type="number"
              min={1}
              max={60}
              inputMode="numeric"
              {...form.register('studentCount')}
            />
          )}
        </Field>
      </div>
      <Field label={t.form.subject} required error={fieldError(e.subject)}>
        {(control) => <input {...control} maxLength={40} {...form.register('subject')} />}
      </Field>
      <Field label={t.form.purpose} required error={fieldError(e.purpose)}>
        {(control) => <textarea {...control} rows={4} maxLength={1000} {...form.register('purpose')} />}
      </Field>
      <Field label={t.form.books} hint={t.form.booksHint} error={fieldError(e.books)}>
        {(control) => <textarea {...control} rows={3} maxLength={1000} {...form.register('books')} />}
      </Field>
      <div className="lesson-form__actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {editing ? t.form.save : t.form.submit}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('applyClassCalendar', { basePath })}>
          {t.form.back}
        </ButtonLink>
      </div>
    </form>
  );
}

/** applyClassForm?slotKey=&lessonDate=: a teacher applies for a library lesson. */
export function LessonApplyPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const slotKey = keyParam(search, 'slotKey');
  const lessonDate = search.get('lessonDate') ?? '';
  return (
    <CommunityPage title={ROUTE_TITLES.applyClassForm} width="narrow">
      {!session ? <LoginFirst /> : <LessonForm initial={{ lessonDate, ...(slotKey ? { slotKey } : {}) }} />}
    </CommunityPage>
  );
}

/** ModifyClass?applyKey=: the teacher changes an application before the manager decides. */
export function LessonModifyPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const applyKey = keyParam(search, 'applyKey');
  const detail = useLessonDetail(session ? applyKey : null);
  return (
    <CommunityPage title={ROUTE_TITLES.ModifyClass} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : applyKey === null ? (
        <p className="board-state">{t.detail.notFound}</p>
      ) : (
        <QueryState query={detail}>
          {(l) => (
            <LessonForm
              editing={l}
              initial={{
                slotKey: l.slotKey,
                lessonDate: l.lessonDate,
                grade: l.grade,
                classNo: l.classNo,
                subject: l.subject,
                studentCount: l.studentCount,
                purpose: l.purpose,
                books: l.books,
              }}
            />
          )}
        </QueryState>
      )}
    </CommunityPage>
  );
}
