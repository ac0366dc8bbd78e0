import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_TYPE_NAMES } from '@reading/contract/community/codes';
import type { FileUploadItem } from '@reading/contract/community/files';
import { qnaSaveRequestSchema } from '@reading/contract/community/qna-board';
import { counselingSaveRequestSchema } from '@reading/contract/community/reading-counseling';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { communityMessages } from '../../../messages/community.ts';
import { AttachmentUploader } from './attachment-uploader.tsx';

const t = communityMessages.form;

const schemas = {
  qna: qnaSaveRequestSchema.omit({ fileKeys: true }),
  counseling: counselingSaveRequestSchema.omit({ fileKeys: true }),
};

export type QuestionValues = {
  title: string;
  content: string;
  requestType?: 'Y' | 'N';
  categoryCode?: string;
};

type QuestionFormProps = {
  kind: 'qna' | 'counseling';
  categories?: readonly { codeId: string; codeName: string }[];
  cancelHref: string;
  /** Sends the question; rejects with the server's message. */
  onSubmit: (values: QuestionValues & { fileKeys: number[] }) => Promise<void>;
};

/** The contract's field errors read "field: message"; the form shows the message after the field. */
const fieldMessage = (message?: string) => message?.replace(/^\w+: /, '');

/**
 * A member's question (InquiryForm) or counselling application (ApplyConsultingForm): the contract's
 * schema checks it, then the banned words (spec 000 §5), before anything is sent.
 */
export function QuestionForm({ kind, categories = [], cancelHref, onSubmit }: QuestionFormProps) {
  const id = useId();
  const [files, setFiles] = useState<FileUploadItem[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<QuestionValues>({
    // Both schemas check the fields this form has; the value types are the form's own.
    resolver: zodResolver(schemas[kind]) as unknown as Resolver<QuestionValues>,
    defaultValues: { title: '', content: '', requestType: 'N', categoryCode: '' },
  });

  const submit = handleSubmit(async (values) => {
    const banned = await bannedWordsMessage(values.title, values.content);
    if (banned) return alertDialog(banned);
    try {
      await onSubmit({ ...values, fileKeys: files.map((f) => f.fileKey) });
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });

  const describe = (name: keyof QuestionValues, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${id}-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const error = (name: keyof QuestionValues) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="form-field__error">
        {fieldMessage(errors[name]?.message)}
      </p>
    ) : null;

  return (
    <form className="community-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {kind === 'counseling' ? (
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-category`}>
            {communityMessages.form.category}
          </label>
          <select
            id={`${id}-category`}
            className="board-field"
            {...register('categoryCode')}
            {...describe('categoryCode')}
          >
            <option value="">{t.selectCategory}</option>
            {categories.map((c) => (
              <option key={c.codeId} value={c.codeId}>
                {c.codeName}
              </option>
            ))}
          </select>
          {error('categoryCode')}
        </div>
      ) : (
        <fieldset className="form-field">
          <legend className="form-field__label">{t.requestType}</legend>
          <div className="form-field__choices">
            {(['N', 'Y'] as const).map((value) => (
              <label key={value} className="form-choice">
                <input type="radio" value={value} {...register('requestType')} />
                {REQUEST_TYPE_NAMES[value]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-title`}>
          {t.title}
        </label>
        <input
          id={`${id}-title`}
          className="board-field"
          maxLength={200}
          {...register('title')}
          {...describe('title')}
        />
        {error('title')}
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-content`}>
          {t.content}
        </label>
        <p id={`${id}-content-hint`} className="form-field__hint">
          {t.contentHint}
        </p>
        <textarea
          id={`${id}-content`}
          className="board-field form-field__textarea"
          rows={10}
          {...register('content')}
          {...describe('content', `${id}-content-hint`)}
        />
        {error('content')}
      </div>
      <AttachmentUploader files={files} onChange={setFiles} />
      <div className="community-form__actions">
        <ButtonLink to={cancelHref} variant="secondary">
          {t.cancel}
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
