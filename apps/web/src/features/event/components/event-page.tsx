import type { EventRouteName, EventSummary } from '@reading/contract/event/event';
import { Link, useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { eventMessages as t } from '../../../messages/event.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useEventPage } from '../api/event.ts';
import { BallotEvent, CountEvent, EntryEvent, NoteEvent, QuizEvent, SurveyEvent } from './event-kinds.tsx';
import '../../survey/public.ts';
import './event.css';

function StateBadge({ event }: { event: EventSummary }) {
  return (
    <span className={`survey-badge survey-badge--${event.openYn === 'Y' ? 'open' : 'closed'}`}>
      {event.openYn === 'Y' ? t.open : t.closed}
    </span>
  );
}

/**
 * Every event page of spec 001 §2.2 (decision 103): the page's event of its kind (the open one, the
 * latest, or `?eventId=`), its results, the member's part, and the page's past events, still readable.
 */
export function EventPage({ routeName }: { routeName: EventRouteName }) {
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const session = useSession();
  const eventId = keyParam(search, 'eventId');
  const page = useEventPage(routeName, eventId, session?.memberKey ?? null);
  const title = ROUTE_TITLES[routeName];

  if (page.isPending)
    return (
      <CommunityPage title={title}>
        <BoardLoading />
      </CommunityPage>
    );
  if (page.error)
    return (
      <CommunityPage title={title}>
        <BoardError error={page.error} onRetry={() => void page.refetch()} />
      </CommunityPage>
    );
  const { event, pastEvents } = page.data;
  const Kind = event
    ? {
        entry: EntryEvent,
        vote: BallotEvent,
        balance: BallotEvent,
        quiz: QuizEvent,
        count: CountEvent,
        gathering: NoteEvent,
        mission: NoteEvent,
        survey: SurveyEvent,
      }[event.kind]
    : null;
  return (
    <CommunityPage title={title}>
      {!event || !Kind ? (
        <StatusMessage variant="section" icon="preparing" title={t.none} description={t.noneLead} />
      ) : (
        <article className="event-card" aria-labelledby="event-title">
          <header className="event-card__head">
            <div className="survey-card__head">
              <StateBadge event={event} />
              <span className="event-card__kind">{t.kindName(event.kind)}</span>
            </div>
            <h2 id="event-title" className="event-card__title" lang="ko">
              {event.title}
            </h2>
            <p className="survey-card__meta">
              {t.period} {event.startDate} ~ {event.endDate} · {t.participants(event.participantCount)}
            </p>
          </header>
          {event.content ? (
            <div lang="ko">
              <SafeHtml className="event-card__content" html={event.content} />
            </div>
          ) : null}
          {event.openYn === 'N' ? <p className="event-note">{t.ended}</p> : null}
          {!session && event.openYn === 'Y' ? (
            <div className="event-note">
              <p>{t.loginToJoin}</p>
              <ButtonLink to={hrefFor('StudentLogin', { basePath })}>{t.login}</ButtonLink>
            </div>
          ) : null}
          <Kind event={event} member={session} />
        </article>
      )}
      {pastEvents.length ? (
        <section className="event-past" aria-labelledby="event-past-title">
          <h2 id="event-past-title" className="event-past__title">
            {t.pastTitle}
          </h2>
          <ul className="survey-list">
            {pastEvents.map((p) => (
              <li key={p.eventId} className="survey-card">
                <div className="survey-card__head">
                  <StateBadge event={p} />
                  <Link
                    to={hrefFor(routeName, { basePath, search: { eventId: String(p.eventId) } })}
                    lang="ko"
                  >
                    {p.title}
                  </Link>
                </div>
                <p className="survey-card__meta">
                  {t.period} {p.startDate} ~ {p.endDate} · {t.participants(p.participantCount)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {eventId && event ? (
        <p>
          <Link to={hrefFor(routeName, { basePath })}>{t.current}</Link>
        </p>
      ) : null}
    </CommunityPage>
  );
}
