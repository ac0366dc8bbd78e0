import { quizSaveRequestSchema } from '@reading/contract/quiz/reading-quiz';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BoardLoading } from '../../../components/board/board-states.tsx';
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
import { quizMessages as t } from '../../../messages/quiz.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { quizKeys, saveQuiz, useQuizEdit } from '../api/quiz.ts';
import {
  blankQuestion,
  QuestionEditor,
  questionsFormSchema,
  toFormQuestion,
  toQuestionInput,
} from './question-editor.tsx';
import { LoginFirst } from './quiz-pages.tsx';

const formSchema = z.object({
  quizTitle: quizSaveRequestSchema.shape.quizTitle,
  bookTitle: quizSaveRequestSchema.shape.bookTitle,
  bookAuthor: quizSaveRequestSchema.shape.bookAuthor,
  scopeCode: z.enum(['school', 'national']),
  questions: questionsFormSchema,
});
type FormValues = z.input<typeof formSchema>;

function QuizForm({ quizKey, initial }: { quizKey: number | null; initial: FormValues }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(formSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await saveQuiz({
        ...(quizKey ? { quizKey } : {}),
        quizTitle: values.quizTitle,
        bookTitle: values.bookTitle,
        bookAuthor: values.bookAuthor,
        scopeCode: values.scopeCode,
        questionList: values.questions.map(toQuestionInput),
      });
      await queryClient.invalidateQueries({ queryKey: quizKeys.all });
      await alertDialog(res.message);
      navigate(hrefFor('readingQuiz', { basePath }));
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  return (
    <form
      className="community-form quiz-editor"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isSubmitting}
    >
      <Field label={t.quizTitle} required error={fieldError(errors.quizTitle)}>
        {(c) => <input {...c} maxLength={100} {...form.register('quizTitle')} />}
      </Field>
      <Field label={t.bookTitle} required error={fieldError(errors.bookTitle)}>
        {(c) => <input {...c} maxLength={200} {...form.register('bookTitle')} />}
      </Field>
      <Field label={t.bookAuthor} error={fieldError(errors.bookAuthor)}>
        {(c) => <input {...c} maxLength={100} {...form.register('bookAuthor')} />}
      </Field>
      <Field label={t.scope}>
        {(c) => (
          <select {...c} {...form.register('scopeCode')}>
            <option value="school">{t.scopeSchool}</option>
            <option value="national">{t.scopeNational}</option>
          </select>
        )}
      </Field>
      <QuestionEditor form={form} />
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.save}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('readingQuiz', { basePath })}>
          {t.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}

/** readingQuizCreate: a teacher's quiz is public at once; a student's waits for a teacher's approval. */
export function QuizCreatePage() {
  const session = useSession();
  return (
    <CommunityPage title={ROUTE_TITLES.readingQuizCreate} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : (
        <QuizForm
          quizKey={null}
          initial={{
            quizTitle: '',
            bookTitle: '',
            bookAuthor: '',
            scopeCode: 'school',
            questions: [blankQuestion()],
          }}
        />
      )}
    </CommunityPage>
  );
}

/** ReadingQuizUpdate?quizKey=: its writer edits it while nobody has answered. */
export function QuizUpdatePage() {
  const session = useSession();
  const [search] = useSearchParams();
  const quizKey = keyParam(search, 'quizKey');
  const edit = useQuizEdit(session ? quizKey : null);
  return (
    <CommunityPage title={ROUTE_TITLES.ReadingQuizUpdate} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : edit.error || quizKey === null ? (
        <p className="board-state">{t.notFound}</p>
      ) : edit.isPending ? (
        <BoardLoading />
      ) : (
        <QuizForm
          quizKey={quizKey}
          initial={{
            quizTitle: edit.data.quizTitle,
            bookTitle: edit.data.bookTitle,
            bookAuthor: edit.data.bookAuthor,
            scopeCode: edit.data.scopeCode as 'school',
            questions: edit.data.questionList.map(toFormQuestion),
          }}
        />
      )}
    </CommunityPage>
  );
}
