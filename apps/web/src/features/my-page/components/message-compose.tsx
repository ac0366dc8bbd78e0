import { MEMBER_TYPE_LABELS, type MemberTypeCode } from '@reading/contract/codes/member-types';
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

/** The member type by its code, in the reader's language (the server names it in Korean). */
const memberTypeName = (c: { memberTypeCode: string; memberTypeName: string }) =>
  MEMBER_TYPE_LABELS[c.memberTypeCode as MemberTypeCode] ?? c.memberTypeName;

// The message is read when a check fails, so it is in the reader's language (decision 210).
const chooseReceiver = () => t.chooseReceiver;
const composeSchema = z.object({
  receiverKey: z.coerce.number({ error: chooseReceiver }).int().positive({ error: chooseReceiver }),
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
              // The option leads with the member's name (data); an option cannot mark a part's language.
              <option key={c.memberKey} value={c.memberKey} lang="ko">
                {t.contact(c.name, memberTypeName(c), c.grade, c.classNo)}
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
