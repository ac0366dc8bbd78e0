import { REQUEST_TYPE_NAMES } from '@reading/contract/community/codes';
import type { FileUploadItem } from '@reading/contract/community/files';
import { qnaSaveRequestSchema } from '@reading/contract/community/qna-board';
import { counselingSaveRequestSchema } from '@reading/contract/community/reading-counseling';
import { serviceRequestSaveRequestSchema } from '@reading/contract/community/service-request';
import { useState } from 'react';
import { z } from 'zod';
import { AttachmentUploader } from '../../../components/board/attachment-uploader.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { communityMessages } from '../../../messages/community.ts';

const t = communityMessages.form;

type QuestionKind = 'qna' | 'counseling' | 'serviceRequest';

/** Each kind's category field, from the contract's schema of the kind being sent (inquiries have none). */
const CATEGORY_FIELDS = {
  counseling: counselingSaveRequestSchema.shape.categoryCode,
  serviceRequest: serviceRequestSaveRequestSchema.shape.categoryCode,
} as const;

/**
 * One form for every question: the inquiry's request type, or the counselling's or service request's
 * category, is checked by the contract's schema of the kind being sent; the other stays optional.
 */
const questionSchema = (kind: QuestionKind) =>
  z.object({
    title: qnaSaveRequestSchema.shape.title,
    content: qnaSaveRequestSchema.shape.content,
    requestType: kind === 'qna' ? qnaSaveRequestSchema.shape.requestType : z.string().optional(),
    categoryCode: kind === 'qna' ? z.string().optional() : CATEGORY_FIELDS[kind],
  });

export type QuestionValues = { title: string; content: string; requestType?: string; categoryCode?: string };

type QuestionFormProps = {
  kind: QuestionKind;
  categories?: readonly { codeId: string; codeName: string }[];
  cancelHref: string;
  /** Sends the question; rejects with the server's message. */
  onSubmit: (values: QuestionValues & { fileKeys: number[] }) => Promise<void>;
};

/**
 * A member's question (InquiryForm), counselling application (ApplyConsultingForm) or service request
 * (ServiceRequestForm): the contract's
 * schema checks it, then the banned words (spec 000 §5), before anything is sent.
 */
export function QuestionForm({ kind, categories = [], cancelHref, onSubmit }: QuestionFormProps) {
  const [files, setFiles] = useState<FileUploadItem[]>([]);
  const form = useSchemaForm(questionSchema(kind), {
    defaultValues: { title: '', content: '', requestType: 'N', categoryCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const banned = await bannedWordsMessage(values.title, values.content);
    if (banned) return alertDialog(banned);
    try {
      await onSubmit({ ...values, fileKeys: files.map((f) => f.fileKey) });
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
      {kind !== 'qna' ? (
        <Field
          label={kind === 'counseling' ? t.category : t.requestCategory}
          required
          error={fieldError(errors.categoryCode)}
        >
          {(control) => (
            <select {...control} {...form.register('categoryCode')}>
              <option value="">{t.selectCategory}</option>
              {categories.map((c) => (
                <option key={c.codeId} value={c.codeId}>
                  {c.codeName}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <ChoiceGroup legend={t.requestType} error={fieldError(errors.requestType)}>
          {(['N', 'Y'] as const).map((value) => (
            <Choice
              key={value}
              type="radio"
              value={value}
              label={REQUEST_TYPE_NAMES[value]}
              {...form.register('requestType')}
            />
          ))}
        </ChoiceGroup>
      )}
      <Field label={t.title} required error={fieldError(errors.title)}>
        {(control) => <input {...control} maxLength={200} {...form.register('title')} />}
      </Field>
      <Field label={t.content} required hint={t.contentHint} error={fieldError(errors.content)}>
        {(control) => <textarea {...control} rows={10} {...form.register('content')} />}
      </Field>
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
