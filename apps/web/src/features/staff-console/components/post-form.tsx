import { zodResolver } from '@hookform/resolvers/zod';
import { COMMUNITY_MESSAGES } from '@reading/contract/community/codes';
import type { FileUploadItem } from '@reading/contract/community/files';
import { titleSchema } from '@reading/contract/community/questions';
import type { ManagedPost } from '@reading/contract/community/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { AttachmentUploader } from '../../../components/board/attachment-uploader.tsx';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { textOfHtml } from '../../../components/rich-text/sanitize-html.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';
import { manageKeys, savePost } from '../api/board-manage.ts';
import type { BoardScope } from './board-scope.ts';
import { scopeSearch } from './board-scope.ts';
import {
  CategoryField,
  NoticeAudienceFields,
  OpenScopeField,
  type PostFormValues,
  PublishFields,
} from './post-form-fields.tsx';

const t = staffConsoleMessages.form;

/** Tiptap loads with this form only, never with a list or a reader's page (decision 077). */
const formSchema = z
  .object({
    title: titleSchema,
    // Read when the check fails, so the message is in the reader's language.
    content: z.string().min(1, { error: () => t.contentRequired }),
    startDate: z.string(),
    endDate: z.string(),
  })
  .loose()
  .refine((v) => !v.startDate || !v.endDate || v.startDate <= v.endDate, {
    error: COMMUNITY_MESSAGES.dateOrder,
    path: ['endDate'],
  });

function initialValues(post: ManagedPost | null): PostFormValues {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    categoryCode: post?.categoryCode ?? '',
    provCode: post?.provCode ?? 'A10',
    schLevelCode: post?.schLevelCode ?? '',
    memberTypeCode: post?.memberTypeCode ?? '',
    openScope: post?.openScope ?? '04',
    pinned: post?.pinnedYn === 'Y',
    hidden: post?.hiddenYn === 'Y',
    popup: post?.popupYn === 'Y',
    event: post?.eventYn === 'Y',
    startDate: post?.startDate ?? '',
    endDate: post?.endDate ?? '',
  };
}

type PostFormProps = { scope: BoardScope; post: ManagedPost | null };

/**
 * Writing or editing a post of a board the member manages: title, rich text with images and links,
 * the board's own fields, publishing and schedule, attachments. The contract's rules and the banned
 * words are checked before sending; the server checks them again with the scope.
 */
export function PostForm({ scope, post }: PostFormProps) {
  const _id = useId();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<FileUploadItem[]>(
    () => post?.fileList.map((f) => ({ ...f, imageUrl: null })) ?? [],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostFormValues>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: initialValues(post),
  });
  const listHref = hrefFor('CommunityManage', { basePath, search: scopeSearch(scope) });
  const isNotice = scope.boardCode === 'notice';
  const isFaq = scope.boardCode === 'faq';

  const submit = handleSubmit(async (values) => {
    if (isFaq && !values.categoryCode) {
      setError('categoryCode', { message: plainMessage(COMMUNITY_MESSAGES.categoryInvalid) });
      return;
    }
    const banned = await bannedWordsMessage(values.title, textOfHtml(values.content));
    if (banned) return alertDialog(banned);
    try {
      const { message } = await savePost({
        ...(post ? { postKey: post.postKey } : {}),
        boardCode: scope.boardCode,
        schKey: scope.schKey,
        title: values.title,
        content: values.content,
        categoryCode: isFaq ? values.categoryCode : null,
        provCode: (isNotice ? values.provCode : 'A10') as never,
        schLevelCode: isNotice && values.schLevelCode ? (values.schLevelCode as '01') : null,
        memberTypeCode: isNotice && values.memberTypeCode ? values.memberTypeCode : null,
        openScope: scope.schKey !== null ? values.openScope : '04',
        pinnedYn: values.pinned ? 'Y' : 'N',
        hiddenYn: values.hidden ? 'Y' : 'N',
        popupYn: isNotice && values.popup ? 'Y' : 'N',
        eventYn: isNotice && values.event ? 'Y' : 'N',
        startDate: values.startDate || null,
        endDate: values.endDate || null,
        fileKeys: files.map((f) => f.fileKey),
      });
      await queryClient.invalidateQueries({ queryKey: manageKeys.all });
      if (message) await alertDialog(message);
      navigate(listHref);
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="community-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {isFaq ? <CategoryField register={register} error={fieldError(errors.categoryCode)} /> : null}
      <Field label={t.title} required error={fieldError(errors.title)}>
        {(control) => <input {...control} maxLength={200} {...register('title')} />}
      </Field>
      <RichTextField control={control} name="content" label={t.content} error={fieldError(errors.content)} />
      {isNotice ? <NoticeAudienceFields register={register} /> : null}
      {scope.schKey !== null ? <OpenScopeField register={register} /> : null}
      <PublishFields register={register} notice={isNotice} dateError={fieldError(errors.endDate)} />
      <AttachmentUploader files={files} onChange={setFiles} />
      <div className="community-form__actions">
        <ButtonLink to={listHref} variant="secondary">
          {t.cancel}
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
