import { quizSaveRequestSchema } from '@reading/contract/quiz/reading-quiz';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { keyParam } from '../../../components/board/route-params.ts';
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
import { MemberFormPage } from './member-form-page.tsx';
import {
  blankQuestion,
  QuestionFieldsForm,
  questionsFormSchema,
  toFormQuestion,
  toQuestionInput,
} from './question-editor.tsx';

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
  const { errors } = form.formState;
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
    <QuestionFieldsForm
      form={form}
      onSubmit={submit}
      submitLabel={t.save}
      back={{ to: hrefFor('readingQuiz', { basePath }), label: t.cancel }}
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
    </QuestionFieldsForm>
  );
}

/** readingQuizCreate: a teacher's quiz is public at once; a student's waits for a teacher's approval. */
export function QuizCreatePage() {
  return (
    <MemberFormPage title={ROUTE_TITLES.readingQuizCreate}>
      {() => (
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
    </MemberFormPage>
  );
}

/** ReadingQuizUpdate?quizKey=: its writer edits it while nobody has answered. */
export function QuizUpdatePage() {
  const session = useSession();
  const [search] = useSearchParams();
  const quizKey = keyParam(search, 'quizKey');
  const edit = useQuizEdit(session ? quizKey : null);
  return (
    <MemberFormPage
      title={ROUTE_TITLES.ReadingQuizUpdate}
      loaded={quizKey === null ? null : edit}
      notFound={t.notFound}
    >
      {(quiz) => (
        <QuizForm
          quizKey={quizKey}
          initial={{
            quizTitle: quiz.quizTitle,
            bookTitle: quiz.bookTitle,
            bookAuthor: quiz.bookAuthor,
            scopeCode: quiz.scopeCode as 'school',
            questions: quiz.questionList.map(toFormQuestion),
          }}
        />
      )}
    </MemberFormPage>
  );
}
