import { zodResolver } from '@hookform/resolvers/zod';
import type { CollectionSummary } from '@reading/contract/promotion/promotion';
import { introSaveRequestSchema } from '@reading/contract/promotion/promotion';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { RichTextField } from '../../../components/rich-text/rich-text-field.tsx';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError } from '../../../lib/forms.ts';
import { promotionMessages } from '../../../messages/promotion.ts';
import { promotionKeys, useCollections } from '../../promotion/public.ts';
import { savePromotionIntro } from '../api/promotion-intro.ts';
import { useStaff } from './use-staff.ts';
import './staff-console.css';

const t = promotionMessages.staff;
const formSchema = introSaveRequestSchema.pick({ content: true });

/** PromotionIntroManage: an operator writes each promotion collection's introduction (decision 120). */
export function PromotionIntroManage() {
  const staff = useStaff();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const collections = useCollections();
  if (!staff.ready) return null;
  if (staff.me?.operatorYn !== 'Y') {
    return (
      <CommunityPage title={t.title}>
        <StatusMessage
          variant="section"
          icon="error"
          title={t.operatorsOnly}
          description={staff.error?.message}
        />
      </CommunityPage>
    );
  }
  const list = collections.data ?? [];
  const chosen = list.find((c) => c.collectionKey === search.get('collectionKey')) ?? list[0];
  return (
    <CommunityPage title={t.title} lead={t.lead} width="narrow">
      {collections.isError ? (
        <BoardError error={collections.error} onRetry={() => void collections.refetch()} />
      ) : !chosen ? (
        <BoardLoading />
      ) : (
        <>
          <div className="board-filters">
            <label htmlFor={`${id}-collection`}>{t.collection}</label>
            <select
              id={`${id}-collection`}
              className="board-field"
              value={chosen.collectionKey}
              onChange={(e) => setSearch({ collectionKey: e.target.value })}
            >
              {/* Grouped by kind (in the reader's language); each title is data, marked Korean. */}
              {[...new Set(list.map((c) => c.kind))].map((kind) => (
                <optgroup key={kind} label={t.kinds[kind] ?? kind}>
                  {list
                    .filter((c) => c.kind === kind)
                    .map((c) => (
                      <option key={c.collectionKey} value={c.collectionKey} lang="ko">
                        {c.title}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
          </div>
          <IntroForm key={`${chosen.collectionKey}:${chosen.introModDate}`} collection={chosen} />
        </>
      )}
    </CommunityPage>
  );
}

function IntroForm({ collection }: { collection: CollectionSummary }) {
  const id = useId();
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ content: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { content: collection.intro ?? '' },
  });
  const submit = handleSubmit(async ({ content }) => {
    const text = new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
    const banned = await bannedWordsMessage(text);
    if (banned) return alertDialog(banned);
    try {
      const { message } = await savePromotionIntro({ collectionKey: collection.collectionKey, content });
      await queryClient.invalidateQueries({ queryKey: promotionKeys.all });
      if (message) await alertDialog(message);
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <>
      <section className="promotion-intro-preview" aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`}>{t.preview}</h2>
        {collection.intro ? <SafeHtml html={collection.intro} /> : <p>{t.noIntro}</p>}
        {collection.introModDate ? (
          <p className="promotion-intro-preview__date">{t.modDate(collection.introModDate)}</p>
        ) : null}
      </section>
      <form className="community-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
        <RichTextField
          control={control}
          name="content"
          label={t.content}
          error={fieldError(errors.content)}
        />
        <div className="community-form__actions">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t.saving : t.save}
          </Button>
        </div>
      </form>
    </>
  );
}
