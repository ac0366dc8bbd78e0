import type { FileUploadItem } from '@reading/contract/community/files';
import {
  SHARE_LEVELS,
  SHARE_SCOPES,
  SHARE_SUBJECTS,
  type ShareDetail,
  shareSaveRequestSchema,
} from '@reading/contract/teachersupport/share-room';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { AttachmentUploader } from '../../../components/board/attachment-uploader.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { DetailState } from '../../../components/board/detail-state.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { textOfHtml } from '../../../components/rich-text/sanitize-html.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { teacherShareMessages as t } from '../../../messages/teacher-share.ts';
import { saveShare, shareKeys, useShareDetail } from '../api/shares.ts';

const s = shareSaveRequestSchema.shape;
/** The contract's fields; tags are typed as one comma-separated line. */
const formSchema = z.object({
  title: s.title,
  content: s.content,
  schLevelCode: z.string(),
  subjectCode: s.subjectCode,
  openScope: s.openScope,
  tags: z.string(),
});
type FormValues = z.input<typeof formSchema>;

const splitTags = (line: string) =>
  line
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** TeacherShareEdit: a new material, or the writer's own with ?postKey=. */
export function ShareEditPage() {
  const [search] = useSearchParams();
  const postKey = keyParam(search, 'postKey');
  const query = useShareDetail(postKey);
  const { basePath } = useSite();
  const listHref = hrefFor('TeacherShareRoom', { basePath });
  return (
    <CommunityPage title={ROUTE_TITLES.TeacherShareEdit} width="narrow">
      {postKey !== null && !query.data ? (
        <DetailState query={query} missing={false} listHref={listHref} />
      ) : (
        <ShareForm existing={query.data ?? null} key={query.data?.postKey ?? 0} />
      )}
    </CommunityPage>
  );
}

function ShareForm({ existing }: { existing: ShareDetail | null }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [files, setFiles] = useState<FileUploadItem[]>(
    existing?.fileList.map((f) => ({ ...f, imageUrl: null })) ?? [],
  );
  const form = useSchemaForm(formSchema, {
    defaultValues: {
      title: existing?.title ?? '',
      content: existing?.content ?? '',
      schLevelCode: existing?.schLevelCode ?? '',
      subjectCode: existing?.subjectCode ?? '',
      openScope: existing?.openScope ?? '04',
      tags: existing?.tags.join(', ') ?? '',
    } satisfies FormValues,
  });
  const { errors, isSubmitting } = form.formState;
  const cancelHref = existing
    ? hrefFor('TeacherShareDetail', { basePath, search: { postKey: String(existing.postKey) } })
    : hrefFor('TeacherShareRoom', { basePath });

  const submit = form.handleSubmit(async (values) => {
    const tags = splitTags(values.tags);
    const banned = await bannedWordsMessage(values.title, textOfHtml(values.content), ...tags);
    if (banned) return alertDialog(banned);
    try {
      const { data } = await saveShare({
        ...(existing ? { postKey: existing.postKey } : {}),
        title: values.title,
        content: values.content,
        schLevelCode: values.schLevelCode === '' ? null : (values.schLevelCode as '01'),
        subjectCode: values.subjectCode,
        openScope: values.openScope,
        tags,
        fileKeys: files.map((f) => f.fileKey),
      });
      await client.invalidateQueries({ queryKey: shareKeys.all });
      await navigate(hrefFor('TeacherShareDetail', { basePath, search: { postKey: String(data.postKey) } }));
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
      <Field label={t.form.title} required error={fieldError(errors.title)}>
        {(control) => <input {...control} maxLength={200} {...form.register('title')} />}
      </Field>
      <div className="share-form__row">
        <Field label={t.form.level} error={fieldError(errors.schLevelCode)}>
          {(control) => (
            <select {...control} {...form.register('schLevelCode')}>
              <option value="">{t.form.levelAll}</option>
              {SHARE_LEVELS.map((l) => (
                <option key={l.codeId} value={l.codeId}>
                  {l.codeName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.subject} required error={fieldError(errors.subjectCode)}>
          {(control) => (
            <select {...control} {...form.register('subjectCode')}>
              <option value="">{t.form.selectSubject}</option>
              {SHARE_SUBJECTS.map((subject) => (
                <option key={subject.codeId} value={subject.codeId}>
                  {subject.codeName}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ChoiceGroup legend={t.form.scope} error={fieldError(errors.openScope)}>
        {SHARE_SCOPES.map((scope) => (
          <Choice
            key={scope.codeId}
            type="radio"
            value={scope.codeId}
            label={scope.codeName}
            {...form.register('openScope')}
          />
        ))}
      </ChoiceGroup>
      <RichTextField
        control={form.control}
        name="content"
        label={t.form.content}
        error={fieldError(errors.content)}
      />
      <Field label={t.form.tags} hint={t.form.tagsHint} error={fieldError(errors.tags)}>
        {(control) => <input {...control} {...form.register('tags')} />}
      </Field>
      <AttachmentUploader files={files} onChange={setFiles} />
      <div className="community-form__actions">
        <ButtonLink to={cancelHref} variant="secondary">
          {t.form.cancel}
        </ButtonLink>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.submitting : t.form.submit}
        </Button>
      </div>
    </form>
  );
}
