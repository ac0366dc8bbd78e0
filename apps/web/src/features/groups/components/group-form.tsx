import { groupCreateRequestSchema } from '@reading/contract/groups/reading-group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { koreaToday } from '../../../lib/dates.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { uploadCommunityFile } from '../../../lib/upload.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { createGroup, groupKeys } from '../api/groups.ts';
import { LoginFirst } from './group-list.tsx';

const shape = groupCreateRequestSchema.shape;
const formSchema = z.object({
  name: shape.name,
  purpose: shape.purpose,
  capacity: shape.capacity,
  books: z.string().max(4000),
  recruitStartDate: shape.recruitStartDate,
  recruitEndDate: shape.recruitEndDate,
  openYn: shape.openYn,
});

/** BookGroupForm: found a club (a student's waits for a teacher's approval). */
export function GroupFormPage() {
  const session = useSession();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cover, setCover] = useState<File | null>(null);
  const form = useSchemaForm(formSchema, {
    defaultValues: {
      name: '',
      purpose: '',
      capacity: 10,
      books: '',
      recruitStartDate: koreaToday(),
      recruitEndDate: koreaToday(),
      openYn: 'N',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const coverFileKey = cover ? (await uploadCommunityFile(cover)).data.fileKey : null;
      const res = await createGroup({
        name: values.name,
        purpose: values.purpose,
        capacity: values.capacity,
        bookList: values.books
          .split('\n')
          .map((b) => b.trim())
          .filter(Boolean),
        recruitStartDate: values.recruitStartDate,
        recruitEndDate: values.recruitEndDate,
        openYn: values.openYn,
        coverFileKey,
      });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await alertDialog(res.message);
      navigate(hrefFor('BookGroupClub', { basePath, search: { groupKey: String(res.data.groupKey) } }));
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  return (
    <CommunityPage title={ROUTE_TITLES.BookGroupForm} lead={t.foundHint} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : (
        <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
          <Field label={t.name} required error={fieldError(errors.name)}>
            {(c) => <input {...c} maxLength={50} {...form.register('name')} />}
          </Field>
          <Field label={t.purpose} required error={fieldError(errors.purpose)}>
            {(c) => <textarea {...c} rows={4} maxLength={1000} {...form.register('purpose')} />}
          </Field>
          <Field label={t.capacityLabel} required error={fieldError(errors.capacity)}>
            {(c) => <input {...c} type="number" min={2} max={100} {...form.register('capacity')} />}
          </Field>
          <Field label={t.bookListLabel} hint={t.bookListHint} error={fieldError(errors.books)}>
            {(c) => <textarea {...c} rows={3} {...form.register('books')} />}
          </Field>
          <div className="group-form__row">
            <Field label={t.startDate} required error={fieldError(errors.recruitStartDate)}>
              {(c) => <input {...c} type="date" {...form.register('recruitStartDate')} />}
            </Field>
            <Field label={t.endDate} required error={fieldError(errors.recruitEndDate)}>
              {(c) => <input {...c} type="date" {...form.register('recruitEndDate')} />}
            </Field>
          </div>
          <ChoiceGroup legend={t.openYn} error={fieldError(errors.openYn)}>
            <Choice type="radio" value="N" label={t.openN} {...form.register('openYn')} />
            <Choice type="radio" value="Y" label={t.openY} {...form.register('openYn')} />
          </ChoiceGroup>
          <Field label={t.cover}>
            {(c) => (
              <input
                {...c}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/bmp"
                onChange={(e) => setCover(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <div className="community-form__actions">
            <ButtonLink variant="secondary" to={hrefFor('ReadingGroup', { basePath })}>
              {t.cancel}
            </ButtonLink>
            <Button type="submit" disabled={isSubmitting}>
              {t.submit}
            </Button>
          </div>
        </form>
      )}
    </CommunityPage>
  );
}
