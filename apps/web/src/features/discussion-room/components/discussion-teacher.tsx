import {
  DISCUSSION_MESSAGES,
  discussionSaveRequestSchema,
  discussionSummaryRequestSchema,
} from '@reading/contract/debate/discussion';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { isSchoolStaff as isTeacher } from '../../../components/board/school-staff.ts';
import { showFailure } from '../../../components/comments/comment-forms.tsx';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { koreaToday } from '../../../lib/dates.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { discussionMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import {
  closeDiscussion,
  discussionKeys,
  saveDiscussion,
  summariseDiscussion,
  useDiscussionDetail,
} from '../api/discussion.ts';
import { RoomHead } from './discussion-pages.tsx';

const summaryForm = z.object({ summary: discussionSummaryRequestSchema.shape.summary });

function SummaryForm({ roomKey, initial }: { roomKey: number; initial: string }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(summaryForm, { defaultValues: { summary: initial } });
  const submit = form.handleSubmit(async ({ summary }) => {
    try {
      const res = await summariseDiscussion(roomKey, summary);
      await queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      await alertDialog(res.message);
    } catch (error) {
      await showFailure(error);
    }
  });
  return (
    <form className="comment-form" noValidate onSubmit={(e) => void submit(e)}>
      <Field label={t.summaryLabel} error={fieldError(form.formState.errors.summary)}>
        {(c) => <textarea {...c} rows={4} maxLength={2000} {...form.register('summary')} />}
      </Field>
      <div className="comment-form__actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.summarySave}
        </Button>
      </div>
    </form>
  );
}

/** ReadingDiscussionDetailTeacher?roomKey=: the room's teacher hides, pins, summarises and ends it. */
export function DiscussionTeacherPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const roomKey = keyParam(search, 'roomKey');
  const queryClient = useQueryClient();
  const detail = useDiscussionDetail(session ? roomKey : null);
  const room = detail.data;
  async function close() {
    if (!room || !(await confirmDialog(t.confirmClose))) return;
    try {
      const res = await closeDiscussion(room.roomKey);
      await queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      await alertDialog(res.message);
    } catch (error) {
      await showFailure(error);
    }
  }
  const search2 = room ? { roomKey: String(room.roomKey) } : undefined;
  return (
    <CommunityPage
      title={ROUTE_TITLES.ReadingDiscussionDetailTeacher}
      lead={t.teacherLead}
      actions={
        room?.canManageYn === 'Y' ? (
          <>
            <ButtonLink
              variant="secondary"
              to={hrefFor('ReadingDiscussionForm', { basePath, search: search2 })}
            >
              {t.edit}
            </ButtonLink>
            {room.stateCode !== 'closed' ? (
              <Button variant="secondary" onClick={() => void close()}>
                {t.close}
              </Button>
            ) : null}
            <ButtonLink
              variant="secondary"
              to={hrefFor('ReadingDiscussionDetail', { basePath, search: search2 })}
            >
              {t.toStudentView}
            </ButtonLink>
          </>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : detail.error || roomKey === null ? (
        <p className="board-state">{t.notFound}</p>
      ) : !room ? (
        <BoardLoading />
      ) : room.canManageYn !== 'Y' ? (
        <StatusMessage variant="section" icon="missing" title={t.teacherOnly} />
      ) : (
        <article className="discussion-detail">
          <RoomHead room={room} />
          <SummaryForm roomKey={room.roomKey} initial={room.summary ?? ''} />
          <CommentThread
            targetType="discussion"
            targetKey={String(room.roomKey)}
            title={t.opinionsTitle}
            sideNames={t.sides}
            onChange={() => void queryClient.invalidateQueries({ queryKey: discussionKeys.all })}
          />
        </article>
      )}
    </CommunityPage>
  );
}

const s = discussionSaveRequestSchema.shape;
const formSchema = z
  .object({
    title: s.title,
    question: s.question,
    bookTitle: s.bookTitle,
    bookAuthor: s.bookAuthor,
    requestType: s.requestType,
    scopeCode: z.enum(['school', 'national']),
    masking: z.boolean(),
    startDate: s.startDate,
    endDate: s.endDate,
  })
  .refine((v) => v.endDate >= v.startDate, {
    error: DISCUSSION_MESSAGES.periodInvalid,
    path: ['endDate'],
  });
type FormValues = z.input<typeof formSchema>;

function RoomForm({ roomKey, initial }: { roomKey: number | null; initial: FormValues }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(formSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ masking, ...values }) => {
    try {
      const res = await saveDiscussion({
        ...values,
        maskingYn: masking ? 'Y' : 'N',
        ...(roomKey ? { roomKey } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: discussionKeys.all });
      await alertDialog(res.message);
      navigate(
        hrefFor('ReadingDiscussionDetailTeacher', {
          basePath,
          search: { roomKey: String(res.data.roomKey) },
        }),
      );
    } catch (error) {
      await showFailure(error);
    }
  });
  return (
    <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
      <Field label={t.form.title} required error={fieldError(errors.title)}>
        {(c) => <input {...c} maxLength={100} {...form.register('title')} />}
      </Field>
      <Field label={t.form.question} required error={fieldError(errors.question)}>
        {(c) => <textarea {...c} rows={3} maxLength={500} {...form.register('question')} />}
      </Field>
      <Field label={t.form.bookTitle} required error={fieldError(errors.bookTitle)}>
        {(c) => <input {...c} maxLength={200} {...form.register('bookTitle')} />}
      </Field>
      <Field label={t.form.bookAuthor} error={fieldError(errors.bookAuthor)}>
        {(c) => <input {...c} maxLength={100} {...form.register('bookAuthor')} />}
      </Field>
      <ChoiceGroup legend={t.form.requestType} error={fieldError(errors.requestType)}>
        <Choice type="radio" value="Y" label={t.form.requestTypeY} {...form.register('requestType')} />
        <Choice type="radio" value="N" label={t.form.requestTypeN} {...form.register('requestType')} />
      </ChoiceGroup>
      <ChoiceGroup legend={t.form.scope}>
        <Choice type="radio" value="school" label={t.form.scopeSchool} {...form.register('scopeCode')} />
        <Choice type="radio" value="national" label={t.form.scopeNational} {...form.register('scopeCode')} />
      </ChoiceGroup>
      <ChoiceGroup legend={t.form.masking} legendHidden>
        <Choice type="checkbox" label={t.form.masking} {...form.register('masking')} />
      </ChoiceGroup>
      <div className="discussion-form__period">
        <Field label={t.form.startDate} required error={fieldError(errors.startDate)}>
          {(c) => <input {...c} type="date" {...form.register('startDate')} />}
        </Field>
        <Field label={t.form.endDate} required error={fieldError(errors.endDate)}>
          {(c) => <input {...c} type="date" {...form.register('endDate')} />}
        </Field>
      </div>
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.form.save}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('readingDiscussionRoom', { basePath })}>
          {t.form.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}

/** ReadingDiscussionForm (?roomKey= to edit): a teacher opens or edits a room. */
export function DiscussionFormPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const roomKey = keyParam(search, 'roomKey');
  const detail = useDiscussionDetail(session && roomKey !== null ? roomKey : null);
  const room = detail.data;
  const blank: FormValues = {
    title: '',
    question: '',
    bookTitle: '',
    bookAuthor: '',
    requestType: 'Y',
    scopeCode: 'school',
    masking: true,
    startDate: koreaToday(),
    endDate: koreaToday(7),
  };
  return (
    <CommunityPage title={ROUTE_TITLES.ReadingDiscussionForm} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : !isTeacher(session.memberTypeCode) ? (
        <StatusMessage variant="section" icon="missing" title={t.teacherOnly} />
      ) : roomKey === null ? (
        <RoomForm roomKey={null} initial={blank} />
      ) : detail.error || (room && room.canManageYn !== 'Y') ? (
        <p className="board-state">{t.notFound}</p>
      ) : !room ? (
        <BoardLoading />
      ) : (
        <RoomForm
          roomKey={roomKey}
          initial={{
            title: room.title,
            question: room.question,
            bookTitle: room.bookTitle,
            bookAuthor: room.bookAuthor,
            requestType: room.requestType,
            scopeCode: room.scopeCode === 'national' ? 'national' : 'school',
            masking: room.maskingYn === 'Y',
            startDate: room.startDate,
            endDate: room.endDate,
          }}
        />
      )}
    </CommunityPage>
  );
}
