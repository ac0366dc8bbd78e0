import {
  EVENT_KINDS,
  EVENT_ROUTE_NAMES,
  type EventConfig,
  type EventKind,
  type EventRouteName,
  eventSaveRequestSchema,
} from '@reading/contract/event/event';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { useSite } from '../../../lib/site.ts';
import { eventMessages } from '../../../messages/event.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { eventKeys, saveEvent, useManagedEvents } from '../api/event.ts';
import '../../survey/public.ts';
import './event.css';
import { koreaToday } from '../../../lib/dates.ts';

const t = eventMessages.manage;
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The form: the contract's fields, with each kind's settings typed as lines. */
const eventForm = z.object({
  routeName: eventSaveRequestSchema.shape.routeName,
  kind: eventSaveRequestSchema.shape.kind,
  title: eventSaveRequestSchema.shape.title,
  content: z.string(),
  startDate: eventSaveRequestSchema.shape.startDate,
  endDate: eventSaveRequestSchema.shape.endDate,
  settings: z.string(),
  surveyKey: z.string(),
  unit: z.string(),
  goal: z.string(),
});
type EventFormValues = z.output<typeof eventForm>;

/** Each kind's settings from the form's lines (spec-less: the console's own shape, decision 103). */
function configOf(v: EventFormValues): EventConfig {
  switch (v.kind as EventKind) {
    case 'vote':
      return { candidates: lines(v.settings).map((name, i) => ({ id: `c${i + 1}`, name, description: '' })) };
    case 'balance':
      return { options: lines(v.settings) };
    case 'quiz':
      return {
        questions: lines(v.settings).map((line) => {
          const [question = '', choices = '', answer = '1'] = line.split('|').map((s) => s.trim());
          return {
            question,
            choices: choices
              .split('/')
              .map((c) => c.trim())
              .filter(Boolean),
            answer: Number(answer) - 1,
          };
        }),
      };
    case 'survey':
      return v.surveyKey ? { surveyKey: Number(v.surveyKey) } : {};
    case 'count':
      return { unit: v.unit || t.defaultUnit, ...(v.goal ? { goal: Number(v.goal) } : {}) };
    default:
      return {};
  }
}

function EventForm({ onDone }: { onDone: () => void }) {
  const today = koreaToday();
  const form = useSchemaForm(eventForm, {
    defaultValues: {
      routeName: 'ContestVote',
      kind: 'vote',
      title: '',
      content: '',
      startDate: today,
      endDate: today,
      settings: '',
      surveyKey: '',
      unit: '',
      goal: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind') as EventKind;
  const submit = form.handleSubmit(async (v) => {
    try {
      const res = await saveEvent({
        routeName: v.routeName,
        kind: v.kind,
        title: v.title,
        content: lines(v.content)
          .map((l) => `<p>${l.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`)
          .join(''),
        startDate: v.startDate,
        endDate: v.endDate,
        config: configOf(v),
      });
      await alertDialog(res.message);
      onDone();
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  const settingsLabel = { vote: t.candidates, balance: t.options, quiz: t.questions } as Partial<
    Record<EventKind, string>
  >;
  return (
    <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
      <div className="survey-builder__dates">
        <Field label={t.routeName} required>
          {(control) => (
            <select {...control} {...form.register('routeName')}>
              {EVENT_ROUTE_NAMES.map((r) => (
                <option key={r} value={r}>
                  {ROUTE_TITLES[r]} ({r})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.kind} required>
          {(control) => (
            <select {...control} {...form.register('kind')}>
              {EVENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {eventMessages.kindName(k)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t.title} required error={fieldError(errors.title)}>
        {(control) => <input {...control} maxLength={200} {...form.register('title')} />}
      </Field>
      <Field label={t.content}>
        {(control) => <textarea {...control} rows={3} {...form.register('content')} />}
      </Field>
      <div className="survey-builder__dates">
        <Field label={t.startDate} required error={fieldError(errors.startDate)}>
          {(control) => <input {...control} type="date" {...form.register('startDate')} />}
        </Field>
        <Field label={t.endDate} required error={fieldError(errors.endDate)}>
          {(control) => <input {...control} type="date" {...form.register('endDate')} />}
        </Field>
      </div>
      {settingsLabel[kind] ? (
        <Field label={settingsLabel[kind]}>
          {(control) => <textarea {...control} rows={4} {...form.register('settings')} />}
        </Field>
      ) : null}
      {kind === 'survey' ? (
        <Field label={t.surveyKey}>
          {(control) => <input {...control} inputMode="numeric" {...form.register('surveyKey')} />}
        </Field>
      ) : null}
      {kind === 'count' ? (
        <div className="survey-builder__dates">
          <Field label={t.unit}>
            {(control) => <input {...control} maxLength={10} {...form.register('unit')} />}
          </Field>
          <Field label={t.goal}>
            {(control) => <input {...control} inputMode="numeric" {...form.register('goal')} />}
          </Field>
        </div>
      ) : null}
      <div className="community-form__actions">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

/** EventManage (staff console, operators): the events of every event page, and a form for a new one. */
export function EventManage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const list = useManagedEvents(Boolean(session));
  const [creating, setCreating] = useState(false);
  if (!session) return null;
  if (list.error && isApiError(list.error) && list.error.status === 403)
    return (
      <CommunityPage title={t.heading}>
        <StatusMessage variant="section" icon="error" title={t.noRights} description={list.error.message} />
      </CommunityPage>
    );
  return (
    <CommunityPage
      title={t.heading}
      lead={t.lead}
      actions={creating ? null : <Button onClick={() => setCreating(true)}>{t.create}</Button>}
    >
      {creating ? (
        <EventForm
          onDone={() => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: eventKeys.all });
          }}
        />
      ) : list.isPending ? (
        <BoardLoading />
      ) : list.error ? (
        <BoardError error={list.error} />
      ) : list.data.list.length === 0 ? (
        <p className="board-state">{t.empty}</p>
      ) : (
        <ul className="survey-list">
          {list.data.list.map((e) => (
            <li key={e.eventId} className="survey-card">
              <div className="survey-card__head">
                <span className={`survey-badge survey-badge--${e.openYn === 'Y' ? 'open' : 'closed'}`}>
                  {e.openYn === 'Y' ? eventMessages.open : eventMessages.closed}
                </span>
                <h2 className="survey-card__title">
                  <Link
                    to={hrefFor(e.routeName as EventRouteName, {
                      basePath,
                      search: { eventId: String(e.eventId) },
                    })}
                    lang="ko"
                  >
                    {e.title}
                  </Link>
                </h2>
              </div>
              <p className="survey-card__meta">
                {ROUTE_TITLES[e.routeName as EventRouteName]} · {eventMessages.kindName(e.kind)} ·{' '}
                {eventMessages.period} {e.startDate} ~ {e.endDate} ·{' '}
                {eventMessages.participants(e.participantCount)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </CommunityPage>
  );
}
