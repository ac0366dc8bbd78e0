import { zodResolver } from '@hookform/resolvers/zod';
import { SITE_PAGE_CODES, type SitePageCode } from '@reading/contract/community/codes';
import { type SitePage, sitePageSaveRequestSchema } from '@reading/contract/community/site-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError } from '../../../lib/forms.ts';
import { staffConsoleMessages } from '../../../messages/staff-console.ts';
import { communityKeys, useSitePage } from '../../community/public.ts';
import { saveSitePage } from '../api/site-pages.ts';
import { useStaff } from './use-staff.ts';
import './staff-console.css';

const t = staffConsoleMessages;
const formSchema = sitePageSaveRequestSchema.omit({ srCode: true });
type Values = { title: string; content: string };

/** SitePageManage: operators edit the policy and guide pages (srMng). */
export function SitePageManage() {
  const staff = useStaff();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const raw = search.get('srCode');
  const srCode: SitePageCode = SITE_PAGE_CODES.find((c) => c === raw) ?? 'PersonalPrivacy';
  const page = useSitePage(srCode);
  if (!staff.ready) return null;
  if (staff.me?.pagesYn !== 'Y') {
    return (
      <CommunityPage title={t.pages.title}>
        <StatusMessage
          variant="section"
          icon="error"
          title={t.pages.operatorsOnly}
          description={staff.error?.message}
        />
      </CommunityPage>
    );
  }
  return (
    <CommunityPage title={t.pages.title} lead={t.pages.lead} width="narrow">
      <div className="board-filters">
        <label htmlFor={`${id}-page`}>{t.pages.page}</label>
        <select
          id={`${id}-page`}
          className="board-field"
          value={srCode}
          onChange={(e) => setSearch({ srCode: e.target.value })}
        >
          {SITE_PAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {t.pages.names[code]}
            </option>
          ))}
        </select>
      </div>
      {page.data ? (
        <SitePageForm key={`${srCode}:${page.data.modDate}`} page={page.data} />
      ) : page.isError ? (
        <BoardError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <BoardLoading />
      )}
    </CommunityPage>
  );
}

function SitePageForm({ page }: { page: SitePage }) {
  const _id = useId();
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: page.title, content: page.content },
  });
  const submit = handleSubmit(async (values) => {
    const text = new DOMParser().parseFromString(values.content, 'text/html').body.textContent ?? '';
    const banned = await bannedWordsMessage(values.title, text);
    if (banned) return alertDialog(banned);
    try {
      const { message } = await saveSitePage({ srCode: page.srCode, ...values });
      await queryClient.invalidateQueries({ queryKey: communityKeys.board('srMng') });
      if (message) await alertDialog(message);
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form className="community-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      <Field label={t.form.title} required error={fieldError(errors.title)}>
        {(control) => <input {...control} {...register('title')} />}
      </Field>
      <RichTextField
        control={control}
        name="content"
        label={t.form.content}
        error={fieldError(errors.content)}
      />
      <div className="community-form__actions">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.form.saving : t.form.save}
        </Button>
      </div>
    </form>
  );
}
