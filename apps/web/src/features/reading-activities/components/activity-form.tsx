import { type ActivityDetail, activitySaveRequestSchema } from '@reading/contract/activities/activities';
import {
  ACTIVITY_LIMITS,
  PRIVACY_BOUND_CHOICES,
  privacyBoundChoice,
  REA_ACT_CODES,
} from '@reading/contract/activities/codes';
import { byteLength } from '@reading/contract/validators/text';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { formMessages } from '../../../messages/forms.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { activitiesKey, saveActivity } from '../api/activities.ts';
import { ActivityEditor } from './activity-editor.tsx';
import { kindHint, kindName, privacyName } from './code-names.ts';
import './activities.css';

export type ActivityFormValues = z.input<typeof activitySaveRequestSchema>;

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replace(/&[a-z]+;/g, '&');

/** contestForm and contestFormEdit/{reaActKey}: write, keep as a draft, or submit an activity. */
export function ActivityForm({
  book,
  existing,
}: {
  book: { bookKey: number; bookTitle: string; subjectKey: number | null };
  existing?: ActivityDetail | undefined;
}) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(activitySaveRequestSchema, {
    defaultValues: {
      reaActKey: existing?.reaActKey,
      reaActCode: (existing?.reaActCode as ActivityFormValues['reaActCode']) ?? '02',
      bookKey: book.bookKey,
      title: existing?.title ?? '',
      content: existing?.content ?? '',
      rating: existing?.rating ?? null,
      privacyBoundCode: (existing
        ? privacyBoundChoice(existing.privacyBoundCode)
        : '02') as ActivityFormValues['privacyBoundCode'],
      subjectKey: existing?.subjectKey ?? book.subjectKey,
      submit: false,
    },
  });
  const { register, watch, formState, setValue } = form;
  const kind = watch('reaActCode');
  const title = watch('title') ?? '';
  const content = watch('content') ?? '';
  const errors = formState.errors;

  const send = (submit: boolean) =>
    form.handleSubmit(async (values) => {
      if (busy) return;
      const banned = await bannedWordsMessage(values.title, textOf(values.content));
      if (banned) return alertDialog(banned);
      setBusy(true);
      try {
        const res = await saveActivity({ ...values, submit });
        await queryClient.invalidateQueries({ queryKey: activitiesKey });
        await alertDialog(res.message);
        navigate(
          hrefFor('ParticipationContestDetail', {
            basePath,
            params: { reaActKey: String(res.data.reaActKey) },
          }),
        );
      } catch (error) {
        await alertDialog(isApiError(error) ? error.message : t.loadError);
      } finally {
        setBusy(false);
      }
    });

  return (
    <form className="activity-form" noValidate onSubmit={(e) => void send(true)(e)} aria-busy={busy}>
      <p className="activity-form__book">
        <span className="activity-form__label">{t.form.book}</span> <span lang="ko">{book.bookTitle}</span>
      </p>
      {existing?.returnReason ? (
        <p className="activity-form__returned" role="note">
          {markData(t.form.returned, existing.returnReason)}
        </p>
      ) : null}
      <ChoiceGroup legend={t.form.kind} variant="cards" error={fieldError(errors.reaActCode)}>
        {REA_ACT_CODES.map((c) => (
          <Choice
            key={c.code}
            type="radio"
            value={c.code}
            label={kindName(c.code)}
            description={kindHint(c.code)}
            {...register('reaActCode')}
          />
        ))}
      </ChoiceGroup>
      <Field
        label={t.form.heading}
        required
        error={fieldError(errors.title)}
        byteLimit={{ value: title, max: ACTIVITY_LIMITS.titleBytes }}
      >
        {(control) => <input {...control} className="input" {...register('title')} />}
      </Field>
      {kind === '01' ? (
        <>
          <Field
            label={t.form.oneLine}
            required
            error={fieldError(errors.content)}
            byteLimit={{ value: content, max: ACTIVITY_LIMITS.oneLineBytes }}
          >
            {(control) => <textarea {...control} className="input" rows={2} {...register('content')} />}
          </Field>
          <ChoiceGroup
            legend={t.form.rating}
            error={fieldError(errors.rating)}
            className="activity-form__stars"
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <Choice
                key={n}
                type="radio"
                name="rating"
                label={t.form.stars(n)}
                checked={watch('rating') === n}
                onChange={() => setValue('rating', n, { shouldValidate: formState.isSubmitted })}
              />
            ))}
          </ChoiceGroup>
        </>
      ) : (
        <ActivityEditor
          control={form.control}
          error={fieldError(errors.content)}
          count={formMessages.count(
            [...textOf(content)].length,
            ACTIVITY_LIMITS.contentBytes - byteLength(textOf(content)),
          )}
        />
      )}
      <Field label={t.form.privacy} hint={t.form.privacyHint} error={fieldError(errors.privacyBoundCode)}>
        {(control) => (
          <select {...control} className="input" {...register('privacyBoundCode')}>
            {PRIVACY_BOUND_CHOICES.map((p) => (
              <option key={p.code} value={p.code}>
                {privacyName(p.code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="activity-form__actions">
        <Button type="button" variant="secondary" disabled={busy} onClick={(e) => void send(false)(e)}>
          {t.form.draft}
        </Button>
        <Button type="submit" disabled={busy}>
          {t.form.submit}
        </Button>
      </div>
    </form>
  );
}
