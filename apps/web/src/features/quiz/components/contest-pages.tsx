import { type ContestBoard, contestFormSchema } from '@reading/contract/quiz/golden-bell';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { contestMessages as c, quizMessages } from '../../../messages/quiz.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import {
  contestAction,
  contestKeys,
  createContest,
  saveContestQuestions,
  updateContest,
  useContestBoard,
  useContestList,
} from '../api/contest.ts';
import { contestStatusName } from './code-names.ts';
import { MemberFormPage } from './member-form-page.tsx';
import {
  blankQuestion,
  QuestionFieldsForm,
  questionsFormSchema,
  toFormQuestion,
  toQuestionInput,
} from './question-editor.tsx';
import { isTeacher, LoginFirst } from './quiz-pages.tsx';

const fail = async (error: unknown) =>
  alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
const keyed = (contestKey: number) => ({ search: { contestKey: String(contestKey) } });

/** ReadingQuizContest and QuizContest: the school's golden bells (students: those they are invited to). */
export function ContestListPage({ route }: { route: 'ReadingQuizContest' | 'QuizContest' }) {
  const session = useSession();
  const { basePath } = useSite();
  const list = useContestList(Boolean(session));
  const teacher = isTeacher(session?.memberTypeCode);
  return (
    <CommunityPage
      title={ROUTE_TITLES[route]}
      lead={c.listLead}
      actions={
        teacher ? (
          <ButtonLink to={hrefFor('ReadingQuizContestCreate', { basePath })}>{c.create}</ButtonLink>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : list.isPending ? (
        <BoardLoading />
      ) : list.error ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className="board-state">{c.empty}</p>
      ) : (
        <ul className="quiz-cards">
          {list.data.list.map((x) => {
            const to =
              x.statusCode === 'finished'
                ? 'ReadingQuizContestDetailFinish'
                : teacher
                  ? x.statusCode === 'draft'
                    ? 'QuizContestQuizUpdateForm'
                    : 'ReadingQuizContestDetailTeacher'
                  : 'ReadingQuizContestDetail';
            return (
              <li key={x.contestKey} className="quiz-card">
                <span className={`quiz-badge quiz-badge--${x.statusCode}`}>
                  {contestStatusName(x.statusCode)}
                </span>
                <h2 className="quiz-card__title">
                  <Link to={hrefFor(to, { basePath, ...keyed(x.contestKey) })} lang="ko">
                    {x.contestTitle}
                  </Link>
                </h2>
                <p className="quiz-card__meta">
                  {c.target(x.targetGrade, x.targetClassNo)} · {quizMessages.questionCount(x.questionCount)} ·{' '}
                  {c.players(x.playerCount)} · <span lang="ko">{x.teacherName}</span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </CommunityPage>
  );
}

type ContestFormValues = z.input<typeof contestFormSchema>;

function ContestInfoForm({ contestKey, initial }: { contestKey: number | null; initial: ContestFormValues }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(contestFormSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = contestKey ? await updateContest(contestKey, values) : await createContest(values);
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
      await alertDialog(res.message);
      navigate(hrefFor('QuizContestQuizUpdateForm', { basePath, ...keyed(res.data.contestKey) }));
    } catch (error) {
      await fail(error);
    }
  });
  return (
    <form
      className="community-form quiz-editor"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isSubmitting}
    >
      <Field label={c.contestTitle} required error={fieldError(errors.contestTitle)}>
        {(p) => <input {...p} maxLength={100} {...form.register('contestTitle')} />}
      </Field>
      <Field label={c.contestDesc} error={fieldError(errors.contestDesc)}>
        {(p) => <textarea {...p} rows={3} maxLength={500} {...form.register('contestDesc')} />}
      </Field>
      <div className="quiz-editor__row">
        <Field label={c.targetGrade} required error={fieldError(errors.targetGrade)}>
          {(p) => (
            <select {...p} {...form.register('targetGrade')}>
              {[1, 2, 3, 4, 5, 6].map((g) => (
                <option key={g} value={g}>
                  {c.gradeOption(g)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={c.targetClassNo} error={fieldError(errors.targetClassNo)}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              max={20}
              {...form.register('targetClassNo', {
                setValueAs: (v) => (v === '' || v === null ? null : Number(v)),
              })}
            />
          )}
        </Field>
        <Field label={c.timeLimit} required error={fieldError(errors.timeLimitSec)}>
          {(p) => <input {...p} type="number" min={5} max={120} {...form.register('timeLimitSec')} />}
        </Field>
      </div>
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {contestKey ? c.save : c.next}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('ReadingQuizContest', { basePath })}>
          {quizMessages.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}

/** ReadingQuizContestCreate: a teacher names the contest and its grade (and class). */
export function ContestCreatePage() {
  return (
    <MemberFormPage title={ROUTE_TITLES.ReadingQuizContestCreate}>
      {() => (
        <ContestInfoForm
          contestKey={null}
          initial={{
            contestTitle: '',
            contestDesc: '',
            targetGrade: 5,
            targetClassNo: null,
            timeLimitSec: 20,
          }}
        />
      )}
    </MemberFormPage>
  );
}

/** A page on the teacher's own contest (?contestKey=): its board data, once loaded, for the page. */
function OwnContestPage({
  route,
  children,
}: {
  route: 'QuizContestUpdateForm' | 'QuizContestQuizUpdateForm' | 'ReadingQuizContestCreateComplate';
  children: (board: ContestBoard, contestKey: number) => ReactNode;
}) {
  const session = useSession();
  const [search] = useSearchParams();
  const contestKey = keyParam(search, 'contestKey');
  const board = useContestBoard(session ? contestKey : null);
  return (
    <MemberFormPage
      title={ROUTE_TITLES[route]}
      loaded={contestKey === null ? null : board}
      notFound={c.notFound}
    >
      {(data) => children(data, contestKey!)}
    </MemberFormPage>
  );
}

/** QuizContestUpdateForm?contestKey=: title, target and time limit (before it runs). */
export function ContestUpdatePage() {
  return (
    <OwnContestPage route="QuizContestUpdateForm">
      {(board, contestKey) => (
        <ContestInfoForm
          contestKey={contestKey}
          initial={{
            contestTitle: board.contestTitle,
            contestDesc: board.contestDesc,
            targetGrade: board.targetGrade,
            targetClassNo: board.targetClassNo,
            timeLimitSec: board.timeLimitSec,
          }}
        />
      )}
    </OwnContestPage>
  );
}

const questionsSchema = z.object({ questions: questionsFormSchema });

function ContestQuestionsForm({
  contestKey,
  initial,
}: {
  contestKey: number;
  initial: z.input<typeof questionsSchema>;
}) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(questionsSchema, { defaultValues: initial });
  const submit = form.handleSubmit(async (values) => {
    try {
      await saveContestQuestions(contestKey, values.questions.map(toQuestionInput));
      await contestAction('complete', contestKey);
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
      navigate(hrefFor('ReadingQuizContestCreateComplate', { basePath, ...keyed(contestKey) }));
    } catch (error) {
      await fail(error);
    }
  });
  return (
    <QuestionFieldsForm
      form={form}
      onSubmit={submit}
      submitLabel={c.complete}
      back={{ to: hrefFor('QuizContestUpdateForm', { basePath, ...keyed(contestKey) }), label: c.editInfo }}
    />
  );
}

/** QuizContestQuizUpdateForm?contestKey=: the contest's questions; saving completes it. */
export function ContestQuestionsPage() {
  return (
    <OwnContestPage route="QuizContestQuizUpdateForm">
      {(board, contestKey) => (
        <ContestQuestionsForm
          contestKey={contestKey}
          initial={{
            questions: board.questionList.length ? board.questionList.map(toFormQuestion) : [blankQuestion()],
          }}
        />
      )}
    </OwnContestPage>
  );
}

/** ReadingQuizContestCreateComplate?contestKey=: ready; on to the board. */
export function ContestCompletePage() {
  const { basePath } = useSite();
  return (
    <OwnContestPage route="ReadingQuizContestCreateComplate">
      {(board, contestKey) => (
        <div className="quiz-take">
          <h2 className="quiz-take__title" lang="ko">
            {board.contestTitle}
          </h2>
          <p>{c.completeLead}</p>
          <p className="quiz-card__meta">
            {c.target(board.targetGrade, board.targetClassNo)} ·{' '}
            {quizMessages.questionCount(board.questionCount)}
          </p>
          <div className="quiz-actions">
            <ButtonLink to={hrefFor('ReadingQuizContestDetailTeacher', { basePath, ...keyed(contestKey) })}>
              {c.toBoard}
            </ButtonLink>
            <ButtonLink
              variant="secondary"
              to={hrefFor('QuizContestQuizUpdateForm', { basePath, ...keyed(contestKey) })}
            >
              {c.editQuestions}
            </ButtonLink>
          </div>
        </div>
      )}
    </OwnContestPage>
  );
}
