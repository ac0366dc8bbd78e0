import { answerSchema } from '@reading/contract/community/questions';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Choice, Field } from '../../../components/ui/field.tsx';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { communityMessages } from '../../../messages/community.ts';

const t = communityMessages.answer;
const answerFormSchema = z.object({ answer: answerSchema, publicYn: z.boolean() });

type AnswerFormProps = {
  /** Inquiries may be published with the answer; counselling stays between student and school. */
  withPublish: boolean;
  onAnswer: (answer: string, publicYn: 'Y' | 'N') => Promise<void>;
};

/** Staff answer a question (status 1 → 2): plain text, checked for banned words before sending. */
export function AnswerForm({ withPublish, onAnswer }: AnswerFormProps) {
  const form = useSchemaForm(answerFormSchema, { defaultValues: { answer: '', publicYn: false } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ answer, publicYn }) => {
    const banned = await bannedWordsMessage(answer);
    if (banned) return alertDialog(banned);
    try {
      await onAnswer(answer, publicYn ? 'Y' : 'N');
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form
      className="answer-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="answer-form-title"
    >
      <h2 id="answer-form-title" className="answer-form__title">
        {t.title}
      </h2>
      <Field label={t.label} required error={fieldError(errors.answer)}>
        {(control) => <textarea {...control} rows={8} {...form.register('answer')} />}
      </Field>
      {withPublish ? <Choice type="checkbox" label={t.publish} {...form.register('publicYn')} /> : null}
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
