import { PRIVACY_BOUND_CHOICES, privacyBoundChoice } from '@reading/contract/activities/codes';
import {
  PORTFOLIO_ITEM_TYPES,
  PORTFOLIO_LIMITS,
  type PortfolioDetail,
  portfolioFormSchema,
} from '@reading/contract/portfolio/portfolio';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { portfolioMessages as t } from '../../../messages/portfolio.ts';
import { activityMessages } from '../../../messages/reading-activities.ts';
import { portfolioKey, savePortfolio, usePortfolioSources } from '../api/portfolio.ts';
import { itemText, Pieces } from './item-text.tsx';
import './portfolio.css';

const idOf = (item: { itemType: string; refKey: number }) => `${item.itemType}:${item.refKey}`;

/** MyPortfolioCreation and MyPortfolioMod: a title, an intro, a visibility and the member's own items. */
export function PortfolioForm({ existing }: { existing?: PortfolioDetail | undefined }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sources = usePortfolioSources();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(portfolioFormSchema, {
    defaultValues: {
      title: existing?.title ?? '',
      intro: existing?.intro ?? '',
      privacyBoundCode: (existing ? privacyBoundChoice(existing.privacyBoundCode) : '02') as '02',
      items: existing?.items.map(({ itemType, refKey }) => ({ itemType, refKey })) ?? [],
    },
  });
  const { register, watch, setValue, formState } = form;
  const chosen = new Set(
    (watch('items') ?? []).map((i) => idOf({ itemType: i.itemType, refKey: Number(i.refKey) })),
  );
  const toggle = (item: { itemType: (typeof PORTFOLIO_ITEM_TYPES)[number]; refKey: number }, on: boolean) => {
    const items = (form.getValues('items') ?? []).filter(
      (i) => idOf({ ...i, refKey: Number(i.refKey) }) !== idOf(item),
    );
    setValue('items', on ? [...items, item] : items, { shouldValidate: formState.isSubmitted });
  };
  const send = form.handleSubmit(async (values) => {
    const banned = await bannedWordsMessage(values.title, values.intro);
    if (banned) return void (await alertDialog(banned));
    setBusy(true);
    try {
      const res = await savePortfolio({ ...values, portfolioKey: existing?.portfolioKey });
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      await alertDialog(t.form.saved);
      navigate(
        hrefFor('PortfolioDetail', { basePath, params: { portfolioKey: String(res.data.portfolioKey) } }),
      );
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
      else throw error;
    } finally {
      setBusy(false);
    }
  });
  const errors = formState.errors;
  return (
    <form className="portfolio-form" noValidate onSubmit={(e) => void send(e)} aria-busy={busy}>
      <Field
        label={t.form.heading}
        required
        error={fieldError(errors.title)}
        byteLimit={{ value: watch('title') ?? '', max: PORTFOLIO_LIMITS.titleBytes }}
      >
        {(control) => <input {...control} className="input" {...register('title')} />}
      </Field>
      <Field
        label={t.form.intro}
        hint={t.form.introHint}
        error={fieldError(errors.intro)}
        byteLimit={{ value: watch('intro') ?? '', max: PORTFOLIO_LIMITS.introBytes }}
      >
        {(control) => <textarea {...control} className="input" rows={4} {...register('intro')} />}
      </Field>
      <Field label={t.form.privacy} error={fieldError(errors.privacyBoundCode)}>
        {(control) => (
          <select {...control} className="input" {...register('privacyBoundCode')}>
            {PRIVACY_BOUND_CHOICES.map((p) => (
              <option key={p.code} value={p.code}>
                {activityMessages.codes.privacy[p.code] ?? p.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <h2 className="portfolio__subtitle">{t.form.sources}</h2>
      {sources.isPending ? <StatusMessage variant="section" title={t.loading} /> : null}
      {sources.data?.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.form.noSources} />
      ) : null}
      {PORTFOLIO_ITEM_TYPES.map((type) => {
        const group = sources.data?.filter((s) => s.itemType === type) ?? [];
        if (group.length === 0) return null;
        return (
          <ChoiceGroup key={type} legend={t.form.groups[type]} className="portfolio-form__group">
            {group.map((s) => {
              const text = itemText(s);
              return (
                <Choice
                  key={idOf(s)}
                  type="checkbox"
                  label={<Pieces pieces={text.title} />}
                  description={
                    <>
                      {s.subtitle ? <Pieces pieces={text.subtitle} /> : null}
                      {s.subtitle && s.date ? ' · ' : null}
                      {s.date}
                    </>
                  }
                  checked={chosen.has(idOf(s))}
                  onChange={(e) =>
                    toggle({ itemType: s.itemType, refKey: s.refKey }, e.currentTarget.checked)
                  }
                />
              );
            })}
          </ChoiceGroup>
        );
      })}
      {errors.items ? (
        <p className="field__error" role="alert">
          {fieldError(errors.items as { message?: string })}
        </p>
      ) : null}
      <div className="portfolio__actions">
        <Button type="submit" disabled={busy}>
          {t.form.save}
        </Button>
        <ButtonLink variant="secondary" to={hrefFor('MyPortfolio', { basePath })}>
          {t.form.cancel}
        </ButtonLink>
      </div>
    </form>
  );
}
