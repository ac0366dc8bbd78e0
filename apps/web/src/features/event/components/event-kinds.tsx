import type { EventView } from '@reading/contract/event/event';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { Chart } from '../../../components/chart/chart.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import type { Session } from '../../../lib/session-store.ts';
import { eventMessages as t } from '../../../messages/event.ts';
import { joinSurvey, SurveyAnswerForm, surveyKeys, useSurveyDetail } from '../../survey/public.ts';
import { eventKeys, participate, useSavedEntry } from '../api/event.ts';
import { PrizeEntryForm } from './prize-entry-form.tsx';

type KindProps = { event: EventView; member: Session | null };

/** Sends the member's part and refreshes the page (the answer is the event with its new results). */
function useParticipate(eventId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async (body: Omit<Parameters<typeof participate>[0], 'eventId'>) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await participate({ eventId, ...body });
      await alertDialog(res.message);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}

/** The ballot of a vote (ContestVote) or a balance game: one choice per member, then the tally. */
export function BallotEvent({ event, member }: KindProps) {
  const { send, busy } = useParticipate(event.eventId);
  const [choice, setChoice] = useState<string | null>(null);
  const isVote = event.kind === 'vote';
  const items = isVote
    ? event.candidates.map((c) => ({ key: c.id, label: c.name, description: c.description, votes: c.votes }))
    : event.options.map((o) => ({ key: String(o.index), label: o.label, description: '', votes: o.votes }));
  const canVote = member && event.openYn === 'Y' && !event.mine;
  return (
    <div className="event-kind">
      {canVote ? (
        <form
          className="event-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) void send({ choice });
          }}
        >
          <ChoiceGroup legend={isVote ? t.candidate : t.choose} variant="cards">
            {items.map((item) => (
              <Choice
                key={item.key}
                type="radio"
                name={`event-${event.eventId}`}
                label={<span lang="ko">{item.label}</span>}
                description={item.description ? <span lang="ko">{item.description}</span> : undefined}
                checked={choice === item.key}
                onChange={() => setChoice(item.key)}
              />
            ))}
          </ChoiceGroup>
          <Button type="submit" disabled={!choice || busy}>
            {isVote ? t.vote : t.pick}
          </Button>
        </form>
      ) : null}
      {event.mine ? (
        <p className="event-mine">
          {t.myVote}: <span lang="ko">{items.find((i) => i.key === event.mine?.choice)?.label}</span>
        </p>
      ) : null}
      <Chart
        title={t.voteResult}
        kind="bar"
        data={items.map((i) => ({ name: i.label, votes: i.votes }))}
        categoryKey="name"
        categoryLabel={isVote ? t.candidate : t.choose}
        series={[{ key: 'votes', label: t.voteResult }]}
        unit={t.votes}
        dataCategories
        horizontal
        height={Math.max(140, items.length * 48)}
      />
    </div>
  );
}

/**
 * A minimal event quiz (decision 103): the questions, one answer each, scored by the server. The
 * reading-quiz engine (issues 17/18) takes this page over when it lands.
 */
export function QuizEvent({ event, member }: KindProps) {
  const { send, busy } = useParticipate(event.eventId);
  const [answers, setAnswers] = useState<(number | null)[]>(event.questions.map(() => null));
  if (event.mine?.score !== null && event.mine?.score !== undefined)
    return <p className="event-mine">{t.score(event.mine.score, event.questions.length)}</p>;
  if (!member || event.openYn !== 'Y') return null;
  return (
    <form
      className="event-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (answers.every((a) => a !== null)) void send({ answers: answers as number[] });
        else void alertDialog(t.answerAll);
      }}
    >
      {event.questions.map((q, qi) => (
        <ChoiceGroup
          key={q.question}
          legend={
            <>
              {t.quizQuestion(qi + 1)}. <span lang="ko">{q.question}</span>
            </>
          }
        >
          {q.choices.map((c, ci) => (
            <Choice
              key={c}
              type="radio"
              name={`quiz-${event.eventId}-${qi}`}
              label={<span lang="ko">{c}</span>}
              checked={answers[qi] === ci}
              onChange={() => setAnswers((prev) => prev.map((a, i) => (i === qi ? ci : a)))}
            />
          ))}
        </ChoiceGroup>
      ))}
      <Button type="submit" disabled={busy}>
        {t.submitQuiz}
      </Button>
    </form>
  );
}

/** A count (TextbookCount, Textbook): the total against the goal, and the member's own count. */
export function CountEvent({ event, member }: KindProps) {
  const { send, busy } = useParticipate(event.eventId);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const unit = event.unit ?? '';
  const goalId = useId();
  const countLabel = (
    <>
      {t.count} (<span lang="ko">{unit}</span>)
    </>
  );
  const percent = event.goal ? Math.min(100, Math.round((event.total / event.goal) * 100)) : null;
  return (
    <div className="event-kind">
      <p className="event-count__total">{markData(t.total, event.total, unit)}</p>
      {percent !== null ? (
        <div className="event-count__goal">
          <progress max={100} value={percent} aria-labelledby={goalId} />
          <span id={goalId}>{markData(t.goal, event.goal!, unit)}</span>
          <span> · {percent}%</span>
        </div>
      ) : null}
      {event.mine ? (
        <p className="event-mine">{markData(t.myCount, event.mine.amount ?? 0, unit)}</p>
      ) : member && event.openYn === 'Y' ? (
        <form
          className="event-form event-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            void send({ amount: Number(amount), note });
          }}
        >
          <Field label={countLabel} required>
            {(control) => (
              <input
                {...control}
                type="number"
                min={1}
                max={1000}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            )}
          </Field>
          <Field label={t.countNote}>
            {(control) => (
              <input {...control} maxLength={100} value={note} onChange={(e) => setNote(e.target.value)} />
            )}
          </Field>
          <Button type="submit" disabled={busy}>
            {t.countSubmit}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** A gathering (sign-up with a note) or a mission (its record). */
export function NoteEvent({ event, member }: KindProps) {
  const { send, busy } = useParticipate(event.eventId);
  const [note, setNote] = useState('');
  const kind = event.kind === 'gathering' ? 'gathering' : 'mission';
  if (event.mine)
    return (
      <p className="event-mine">
        {t.joined} “<span lang="ko">{event.mine.note}</span>”
      </p>
    );
  if (!member || event.openYn !== 'Y') return null;
  return (
    <form
      className="event-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send({ note });
      }}
    >
      <Field label={t.note[kind]} required>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={1000}
            placeholder={t.notePlaceholder[kind]}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {t.noteSubmit[kind]}
      </Button>
    </form>
  );
}

/** A survey event (EventSurvey): the linked survey, answered once with the survey engine. */
export function SurveyEvent({ event, member }: KindProps) {
  const detail = useSurveyDetail(member && event.surveyKey ? event.surveyKey : null);
  const queryClient = useQueryClient();
  if (!member || !event.surveyKey) return null;
  if (detail.isPending) return <BoardLoading />;
  if (detail.error) return <p className="board-state">{detail.error.message}</p>;
  if (detail.data.answeredYn === 'Y') return <p className="event-mine">{t.surveyDone}</p>;
  if (event.openYn !== 'Y' || detail.data.openYn !== 'Y') return null;
  return (
    <SurveyAnswerForm
      survey={detail.data}
      onSubmit={async (answers) => {
        try {
          const res = await joinSurvey({
            surveyKey: detail.data.surveyKey,
            memberKey: member.memberKey!,
            surveyResultInfoList: answers,
          });
          await alertDialog(res.message);
          await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
        } catch (error) {
          await alertDialog(isApiError(error) ? error.message : String(error));
        }
      }}
    />
  );
}

/** An entry event (the prize event id 10 and the other entry pages): the phone-number entry form. */
export function EntryEvent({ event, member }: KindProps) {
  const saved = useSavedEntry(event.eventId, member?.memberKey ?? null);
  const queryClient = useQueryClient();
  if (!member || event.openYn !== 'Y') return null;
  if (saved.isPending) return <BoardLoading />;
  return (
    <section className="event-kind" aria-label={t.prize.title}>
      <h2 className="event-section-title">{t.prize.title}</h2>
      <PrizeEntryForm
        eventId={event.eventId}
        member={member}
        saved={saved.data?.memberKey ? saved.data : null}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: eventKeys.all })}
      />
    </section>
  );
}
