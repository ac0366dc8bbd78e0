import {
  type AuthoredQuestion,
  QUESTION_MESSAGES,
  QUESTION_TYPE_NAMES,
  type QuestionInput,
  questionInputSchema,
} from '@reading/contract/quiz/questions';
import type { FormEvent, ReactNode } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { z } from 'zod';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldError } from '../../../lib/forms.ts';
import { quizMessages as t } from '../../../messages/quiz.ts';
import { questionTypeName } from './code-names.ts';

/** One question in a form: the contract's fields, the choices typed one a line. */
export const questionFormSchema = z.object({
  questionTypeCode: z.enum(['01', '02', '03']),
  question: questionInputSchema.shape.question,
  choicesText: z.string(),
  answer: questionInputSchema.shape.answer,
  explanation: questionInputSchema.shape.explanation,
});
export type QuestionFormValue = z.input<typeof questionFormSchema>;
export const questionsFormSchema = z
  .array(questionFormSchema)
  .min(1, { error: QUESTION_MESSAGES.questionsNeeded })
  .max(20);

export const blankQuestion = (): QuestionFormValue => ({
  questionTypeCode: '01',
  question: '',
  choicesText: '',
  answer: '',
  explanation: '',
});

export const toFormQuestion = (q: AuthoredQuestion): QuestionFormValue => ({
  questionTypeCode: q.questionTypeCode as '01',
  question: q.question,
  choicesText: q.questionTypeCode === '02' ? q.choiceList.join('\n') : '',
  answer: q.answer,
  explanation: q.explanation,
});

export const toQuestionInput = (q: z.output<typeof questionFormSchema>): QuestionInput => ({
  questionTypeCode: q.questionTypeCode,
  question: q.question,
  choiceList:
    q.questionTypeCode === '02'
      ? q.choicesText
          .split('\n')
          .map((c) => c.trim())
          .filter(Boolean)
      : [],
  answer: q.questionTypeCode === '01' ? q.answer.trim().toUpperCase() : q.answer,
  explanation: q.explanation,
});

export type QuestionsForm = { questions: QuestionFormValue[] };
type Form = QuestionsForm;

/**
 * The question list of a quiz or a contest (QuizContestQuizUpdateForm shares it). Takes the whole form of
 * any page whose values hold `questions`.
 */
export function QuestionEditor({
  form,
}: {
  form: { control: unknown; register: unknown; formState: { errors: unknown } };
}) {
  const control = form.control as Control<Form>;
  const register = form.register as UseFormRegister<Form>;
  const errors = form.formState.errors as FieldErrors<Form>;
  const questions = useFieldArray({ control, name: 'questions' });
  const values = useWatch({ control, name: 'questions' });
  return (
    <>
      {questions.fields.map((field, i) => {
        const qErrors = errors.questions?.[i];
        return (
          <fieldset key={field.id} className="quiz-editor__question">
            <legend>{t.question(i + 1)}</legend>
            <Field label={t.type}>
              {(c) => (
                <select {...c} {...register(`questions.${i}.questionTypeCode`)}>
                  {Object.keys(QUESTION_TYPE_NAMES).map((code) => (
                    <option key={code} value={code}>
                      {questionTypeName(code)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t.questionText} required error={fieldError(qErrors?.question)}>
              {(c) => <input {...c} maxLength={300} {...register(`questions.${i}.question`)} />}
            </Field>
            {values?.[i]?.questionTypeCode === '02' ? (
              <Field label={t.choices} required>
                {(c) => <textarea {...c} rows={4} {...register(`questions.${i}.choicesText`)} />}
              </Field>
            ) : null}
            <Field label={t.answer} required hint={t.answerHint} error={fieldError(qErrors?.answer)}>
              {(c) => <input {...c} maxLength={100} {...register(`questions.${i}.answer`)} />}
            </Field>
            <Field label={t.explanationLabel} error={fieldError(qErrors?.explanation)}>
              {(c) => (
                <textarea {...c} rows={2} maxLength={500} {...register(`questions.${i}.explanation`)} />
              )}
            </Field>
            {questions.fields.length > 1 ? (
              <Button variant="secondary" onClick={() => questions.remove(i)}>
                {t.removeQuestion}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => questions.append(blankQuestion())}>
          {t.addQuestion}
        </Button>
      </div>
    </>
  );
}

/**
 * The form around a question list, shared by the quiz form and the contest's questions form: the fields
 * before the questions (`children`), the questions, then the submit button and one way back.
 */
export function QuestionFieldsForm({
  form,
  onSubmit,
  submitLabel,
  back,
  children,
}: {
  form: { control: unknown; register: unknown; formState: { errors: unknown; isSubmitting: boolean } };
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  const busy = form.formState.isSubmitting;
  return (
    <form
      className="community-form quiz-editor"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-busy={busy}
    >
      {children}
      <QuestionEditor form={form} />
      <div className="community-form__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <ButtonLink variant="secondary" to={back.to}>
          {back.label}
        </ButtonLink>
      </div>
    </form>
  );
}
