import { COMMENT_MAX, commentContentSchema, REPORT_REASON_MAX } from '@reading/contract/comments/comments';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';
import { alertDialog } from '../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../lib/forms.ts';
import { commentMessages as t } from '../../messages/comments.ts';
import { Button } from '../ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../ui/field.tsx';

const commentForm = z.object({ content: commentContentSchema, sideCode: z.string() });
type CommentValues = z.output<typeof commentForm>;
/** The messages are read when a check fails, so they are in the reader's language. */
const reportForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: () => t.reportReasonRequired })
    .max(REPORT_REASON_MAX, { error: () => t.reportReasonTooLong(REPORT_REASON_MAX) }),
});

export const showFailure = (error: unknown) =>
  alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));

/**
 * A comment's text (and side, where the target takes sides): a new comment, a reply, or an edit. The
 * server's refusal (a banned word, a closed target) shows in the alert dialog as the server words it.
 */
export function CommentForm(props: {
  label: ReactNode;
  submitLabel: string;
  sides: { code: string; name: ReactNode }[];
  initial?: { content: string; sideCode: string };
  onSubmit: (values: CommentValues) => Promise<void>;
  onCancel?: () => void;
  compact?: boolean;
}) {
  const form = useSchemaForm(commentForm, { defaultValues: props.initial ?? { content: '', sideCode: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      form.reset(props.initial ? values : { content: '', sideCode: values.sideCode });
    } catch (error) {
      await showFailure(error);
    }
  });
  return (
    <form
      className={`comment-form${props.compact ? ' comment-form--compact' : ''}`}
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      {props.sides.length > 0 ? (
        <ChoiceGroup legend={t.side} className="comment-form__sides">
          {props.sides.map((s) => (
            <Choice key={s.code} type="radio" value={s.code} label={s.name} {...form.register('sideCode')} />
          ))}
        </ChoiceGroup>
      ) : null}
      <Field label={props.label} error={fieldError(errors.content)}>
        {(c) => (
          <textarea
            {...c}
            rows={props.compact ? 2 : 3}
            maxLength={COMMENT_MAX}
            placeholder={t.contentPlaceholder}
            {...form.register('content')}
          />
        )}
      </Field>
      <div className="comment-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {props.submitLabel}
        </Button>
        {props.onCancel ? (
          <Button variant="secondary" onClick={props.onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** "Report this": a reason, sent to the staff's queue. */
export function ReportForm(props: { onSubmit: (reason: string) => Promise<void>; onCancel: () => void }) {
  const form = useSchemaForm(reportForm, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await props.onSubmit(reason);
    } catch (error) {
      await showFailure(error);
    }
  });
  return (
    <form className="comment-form comment-form--compact" noValidate onSubmit={(e) => void submit(e)}>
      <Field label={t.reportReason} required error={fieldError(form.formState.errors.reason)}>
        {(c) => <input {...c} maxLength={REPORT_REASON_MAX} {...form.register('reason')} />}
      </Field>
      <div className="comment-form__actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.reportSend}
        </Button>
        <Button variant="secondary" onClick={props.onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
