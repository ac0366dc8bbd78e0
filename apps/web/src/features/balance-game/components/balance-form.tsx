import { IMAGE_EXTENSIONS } from '@reading/contract/community/codes';
import { balanceSaveRequestSchema } from '@reading/contract/debate/balance';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { isSchoolStaff as isTeacher } from '../../../components/board/school-staff.ts';
import { showFailure } from '../../../components/comments/comment-forms.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { uploadCommunityFile } from '../../../lib/upload.ts';
import { balanceMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { balanceKeys, saveBalance, useBalanceDetail } from '../api/balance.ts';
import './balance.css';

const s = balanceSaveRequestSchema.shape;
const formSchema = z.object({
  title: s.title,
  bookTitle: s.bookTitle,
  bookAuthor: s.bookAuthor,
  optionA: s.optionA,
  optionB: s.optionB,
  imageA: z.string(),
  imageB: z.string(),
});
type FormValues = z.input<typeof formSchema>;
const ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const res = await uploadCommunityFile(file);
      if (res.data.imageUrl) onChange(res.data.imageUrl);
    } catch (error) {
      await showFailure(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Field label={label} hint={busy ? t.form.uploading : undefined}>
      {(c) => (
        <div className="balance-image-field">
          {value ? <img src={value} alt="" className="balance-image-field__preview" /> : null}
          <input {...c} type="file" accept={ACCEPT} onChange={(e) => void pick(e.target.files?.[0])} />
          {value ? (
            <Button variant="secondary" onClick={() => onChange('')}>
              {t.form.imageRemove}
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

function BalanceForm({ balanceKey, initial }: { balanceKey: number | null; initial: FormValues }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(formSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await saveBalance({ ...values, ...(balanceKey ? { balanceKey } : {}) });
      await queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      await alertDialog(res.message);
      navigate(hrefFor('BalanceDetail', { basePath, search: { balanceKey: String(res.data.balanceKey) } }));
    } catch (error) {
      await showFailure(error);
    }
  });
  return (
    <form
      className="community-form balance-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={isSubmitting}
    >
      <Field label={t.form.title} hint={t.form.titleHint} required error={fieldError(errors.title)}>
        {(c) => <input {...c} maxLength={100} {...form.register('title')} />}
      </Field>
      <Field label={t.form.bookTitle} required error={fieldError(errors.bookTitle)}>
        {(c) => <input {...c} maxLength={200} {...form.register('bookTitle')} />}
      </Field>
      <Field label={t.form.bookAuthor} error={fieldError(errors.bookAuthor)}>
        {(c) => <input {...c} maxLength={100} {...form.register('bookAuthor')} />}
      </Field>
      <div className="balance-form__sides">
        {(['A', 'B'] as const).map((side) => (
          <div key={side} className={`balance-form__side balance-option--${side}`}>
            <Field
              label={side === 'A' ? t.form.optionA : t.form.optionB}
              required
              error={fieldError(side === 'A' ? errors.optionA : errors.optionB)}
            >
              {(c) => (
                <input {...c} maxLength={100} {...form.register(side === 'A' ? 'optionA' : 'optionB')} />
              )}
            </Field>
            <ImageField
              label={side === 'A' ? t.form.imageA : t.form.imageB}
              value={form.watch(side === 'A' ? 'imageA' : 'imageB')}
              onChange={(url) => form.setValue(side === 'A' ? 'imageA' : 'imageB', url)}
            />
          </div>
        ))}
      </div>
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {t.form.save}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('contestBalanceGame', { basePath })}>
          {t.form.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}

const blank: FormValues = {
  title: '',
  bookTitle: '',
  bookAuthor: '',
  optionA: '',
  optionB: '',
  imageA: '',
  imageB: '',
};

/** BalanceCreate: a student's game waits for a teacher's approval; a teacher's opens at once. */
export function BalanceCreatePage() {
  const session = useSession();
  return (
    <CommunityPage
      title={ROUTE_TITLES.BalanceCreate}
      lead={session && !isTeacher(session.memberTypeCode) ? t.form.studentLead : undefined}
      width="narrow"
    >
      {!session ? <LoginFirst /> : <BalanceForm balanceKey={null} initial={blank} />}
    </CommunityPage>
  );
}

/** BalanceEdit?balanceKey=: its writer while awaiting or returned, a teacher of the school until closed. */
export function BalanceEditPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const balanceKey = keyParam(search, 'balanceKey');
  const detail = useBalanceDetail(session ? balanceKey : null);
  const game = detail.data;
  return (
    <CommunityPage title={ROUTE_TITLES.BalanceEdit} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : detail.error || balanceKey === null || (game && game.canEditYn !== 'Y') ? (
        <p className="board-state">{t.notFound}</p>
      ) : !game ? (
        <BoardLoading />
      ) : (
        <BalanceForm
          balanceKey={balanceKey}
          initial={{
            title: game.title,
            bookTitle: game.bookTitle,
            bookAuthor: game.bookAuthor,
            optionA: game.optionA,
            optionB: game.optionB,
            imageA: game.imageA ?? '',
            imageB: game.imageB ?? '',
          }}
        />
      )}
    </CommunityPage>
  );
}
