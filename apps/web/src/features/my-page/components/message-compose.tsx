import { messageSendRequestSchema } from '@reading/contract/mypage/messages';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { messagesKey, sendMessage, useContacts } from '../api/messages.ts';

const t = myPageMessages.messages;

const composeSchema = z.object({
  receiverKey: z.coerce.number({ error: t.chooseReceiver }).int().positive({ error: t.chooseReceiver }),
  content: messageSendRequestSchema.shape.content,
});

/** Writing a message to a member of the school the server lists as a contact (decision 092). */
export function MessageCompose({ memberKey, onDone }: { memberKey: number; onDone: () => void }) {
  const contacts = useContacts(memberKey, true);
  const queryClient = useQueryClient();
  const form = useSchemaForm(composeSchema, { defaultValues: { receiverKey: 0, content: '' } });

  async function send(values: z.output<typeof composeSchema>) {
    try {
      const res = await sendMessage(values);
      await queryClient.invalidateQueries({ queryKey: messagesKey });
      await alertDialog(res.message);
      onDone();
    } catch (error) {
      if (isApiError(error)) form.setError('content', { message: plainMessage(error.message) });
    }
  }

  const list = contacts.data ?? [];
  return (
    <form
      className="my-page__card message-compose"
      aria-labelledby="message-compose-title"
      noValidate
      onSubmit={(e) => void form.handleSubmit(send)(e)}
    >
      <h2 id="message-compose-title" className="my-page__card-title">
        {t.writeTitle}
      </h2>
      <Field label={t.receiver} required error={fieldError(form.formState.errors.receiverKey)}>
        {(control) => (
          <select {...control} {...form.register('receiverKey')} disabled={contacts.isPending}>
            <option value={0}>
              {list.length === 0 && contacts.isSuccess ? t.noContacts : t.chooseReceiver}
            </option>
            {list.map((c) => (
              <option key={c.memberKey} value={c.memberKey}>
                {c.name} ({c.memberTypeName}
                {c.grade ? ` ${c.grade}학년` : ''}
                {c.classNo ? ` ${c.classNo}반` : ''})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.content} required error={fieldError(form.formState.errors.content)}>
        {(control) => <textarea {...control} rows={5} maxLength={1000} {...form.register('content')} />}
      </Field>
      <div className="my-page__actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.send}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
