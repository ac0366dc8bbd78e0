import { zodResolver } from '@hookform/resolvers/zod';
import { answerSchema } from '@reading/contract/community/questions';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { communityMessages } from '../../../messages/community.ts';

const t = communityMessages.answer;
const answerFormSchema = z.object({ answer: answerSchema, publicYn: z.boolean() });
type AnswerValues = z.infer<typeof answerFormSchema>;

type AnswerFormProps = {
  /** Inquiries may be published with the answer; counselling stays between student and school. */
  withPublish: boolean;
  onAnswer: (answer: string, publicYn: 'Y' | 'N') => Promise<void>;
};

/** Staff answer a question (status 1 → 2): plain text, checked for banned words before sending. */
export function AnswerForm({ withPublish, onAnswer }: AnswerFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues>({
    resolver: zodResolver(answerFormSchema),
    defaultValues: { answer: '', publicYn: false },
  });
  const submit = handleSubmit(async ({ answer, publicYn }) => {
    const banned = await bannedWordsMessage(answer);
    if (banned) return alertDialog(banned);
    try {
      await onAnswer(answer, publicYn ? 'Y' : 'N');
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form className="answer-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="answer-form__title">
        {t.title}
      </h2>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-answer`}>
          {t.label}
        </label>
        <textarea
          id={`${id}-answer`}
          className="board-field form-field__textarea"
          rows={8}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={errors.answer ? `${id}-error` : undefined}
          {...register('answer')}
        />
        {errors.answer ? (
          <p id={`${id}-error`} className="form-field__error">
            {errors.answer.message?.replace(/^\w+: /, '')}
          </p>
        ) : null}
      </div>
      {withPublish ? (
        <label className="form-choice">
          <input type="checkbox" {...register('publicYn')} />
          {t.publish}
        </label>
      ) : null}
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
