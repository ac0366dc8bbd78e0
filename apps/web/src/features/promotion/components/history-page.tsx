import { HISTORY_CATEGORIES, type HistoryCategoryCode } from '@reading/contract/promotion/history-categories';
import type { HistoryEvent } from '@reading/contract/promotion/promotion';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { promotionMessages } from '../../../messages/promotion.ts';
import { useHistoryDay } from '../api/get-history-day.ts';
import { BookRows } from './book-shelf.tsx';
import { MAIN_TYPE, PromotionPage } from './promotion-page.tsx';

const t = promotionMessages.history;
const MMDD = /^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const daysIn = (month: number) => new Date(Date.UTC(2024, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * PromotionHistory: the events of Korean history on a day ({type} MMDD; 'main' is today in Korea), with
 * books about each; the previous and next day, today, and any day by month and day.
 */
export function HistoryPage() {
  const { basePath } = useSite();
  const { type = MAIN_TYPE } = useParams();
  const date = type === MAIN_TYPE ? undefined : type;
  const valid = date === undefined || MMDD.test(date);
  const day = useHistoryDay(date, valid);
  const hrefOf = (mmdd: string) => hrefFor('PromotionHistory', { basePath, params: { type: mmdd } });

  return (
    <PromotionPage kind="history">
      {!valid ? (
        <StatusMessage variant="section" icon="missing" title={t.invalidDate} />
      ) : day.data ? (
        <>
          <div className="history-bar">
            <Link className="promotion-chip" to={hrefOf(day.data.previousDate)}>
              ← {t.previous} ({t.formatDay(day.data.previousDate)})
            </Link>
            <h2 className="history-bar__title">{t.dayTitle(day.data.date)}</h2>
            <Link className="promotion-chip" to={hrefOf(day.data.nextDate)}>
              {t.next} ({t.formatDay(day.data.nextDate)}) →
            </Link>
          </div>
          <DayPicker key={day.data.date} date={day.data.date} todayHref={hrefOf(MAIN_TYPE)} hrefOf={hrefOf} />
          {day.data.exact ? null : (
            <p className="history-nearest" role="note">
              {t.nearest(day.data.date, day.data.eventDates)}
            </p>
          )}
          <ol className="history-events">
            {day.data.list.map((event) => (
              <EventItem key={event.eventKey} event={event} />
            ))}
          </ol>
        </>
      ) : day.isError ? (
        <BoardError error={day.error} onRetry={() => void day.refetch()} />
      ) : (
        <BoardLoading />
      )}
    </PromotionPage>
  );
}

function EventItem({ event }: { event: HistoryEvent }) {
  const id = useId();
  return (
    <li className="history-event" aria-labelledby={`${id}-title`}>
      <p className="history-event__when">
        <span className="history-event__year">{t.year(event.year)}</span>
        <span>{t.formatDay(event.date)}</span>
        <span className="promotion-badge promotion-badge--period" data-code={event.categoryCode}>
          {HISTORY_CATEGORIES[event.categoryCode as HistoryCategoryCode]?.name ?? event.categoryName}
        </span>
      </p>
      <h3 id={`${id}-title`} className="history-event__title" lang="ko">
        {event.title}
      </h3>
      <p className="history-event__description" lang="ko">
        {event.description}
      </p>
      <h4 id={`${id}-books`} className="history-event__books">
        {t.books}
      </h4>
      {event.books.length ? (
        <BookRows books={event.books} labelledBy={`${id}-title ${id}-books`} />
      ) : (
        <p className="board-state">{t.noBooks}</p>
      )}
    </li>
  );
}

/** Any day of the year by month and day (a date input would ask for a year too). */
function DayPicker({
  date,
  todayHref,
  hrefOf,
}: {
  date: string;
  todayHref: string;
  hrefOf: (d: string) => string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [month, setMonth] = useState(Number(date.slice(0, 2)));
  const [dayOfMonth, setDayOfMonth] = useState(Number(date.slice(2)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(hrefOf(`${pad(month)}${pad(Math.min(dayOfMonth, daysIn(month)))}`));
  };
  return (
    <form className="history-picker" onSubmit={submit} aria-label={t.pick}>
      <label htmlFor={`${id}-month`}>{t.month}</label>
      <select id={`${id}-month`} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-day`}>{t.day}</label>
      <select id={`${id}-day`} value={dayOfMonth} onChange={(e) => setDayOfMonth(Number(e.target.value))}>
        {Array.from({ length: daysIn(month) }, (_, i) => i + 1).map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        {t.go}
      </Button>
      <Link className="history-picker__today" to={todayHref}>
        {t.today}
      </Link>
    </form>
  );
}
