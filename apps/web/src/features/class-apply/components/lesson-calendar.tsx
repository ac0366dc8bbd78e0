import type { LessonCalendar } from '@reading/contract/teachersupport/lesson-apply';
import { useState } from 'react';
import { Link } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { koreaToday } from '../../../lib/dates.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { classApplyMessages as t } from '../../../messages/class-apply.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useLessonCalendar } from '../api/lessons.ts';
import {
  addDays,
  dayCounts,
  daysBetween,
  monthGrid,
  monthRange,
  slotState,
  weekRange,
} from '../calendar-days.ts';
import { LessonManagePanel } from './lesson-manage.tsx';
import { LoginFirst, QueryState } from './lesson-shared.tsx';

/** One slot on one day: a link to book it when free, its class when taken. */
function SlotCell({ cal, slotKey, day }: { cal: LessonCalendar; slotKey: number; day: string }) {
  const { basePath } = useSite();
  const slot = cal.slots.find((s) => s.slotKey === slotKey)!;
  const state = slotState(cal, slot, day);
  switch (state.kind) {
    case 'free': {
      const labelId = `slot-${slotKey}-${day}`;
      return (
        <>
          <HiddenLabel id={labelId}>{markData(t.bookSlot, day, slot.periodNo, slot.roomName)}</HiddenLabel>
          <Link
            className="lesson-slot lesson-slot--free"
            to={hrefFor('applyClassForm', {
              basePath,
              search: { slotKey: String(slotKey), lessonDate: day },
            })}
            aria-labelledby={labelId}
          >
            {t.free}
          </Link>
        </>
      );
    }
    case 'taken':
    case 'mine': {
      const text = (
        <>
          <span className="lesson-slot__kind">{state.kind === 'mine' ? t.mine : t.taken}</span>
          {state.klass ? (
            <span className="lesson-slot__label">
              {markData(
                t.booking,
                state.klass.grade,
                state.klass.classNo,
                state.klass.subject,
                state.klass.teacherName,
              )}
            </span>
          ) : null}
        </>
      );
      return state.applyKey !== null ? (
        <Link
          className={`lesson-slot lesson-slot--${state.kind}`}
          to={hrefFor('applyClassDetail', { basePath, search: { applyKey: String(state.applyKey) } })}
        >
          {text}
        </Link>
      ) : (
        <span className={`lesson-slot lesson-slot--${state.kind}`}>{text}</span>
      );
    }
    case 'closed':
      return <span className="lesson-slot lesson-slot--closed">{t.closed}</span>;
    case 'past':
      return <span className="lesson-slot lesson-slot--past">{t.past}</span>;
    default:
      return <span className="lesson-slot lesson-slot--none">-</span>;
  }
}

/** Slots down, days across: the week view, and the chosen day of the month view. */
function SlotTable({ cal, days, caption }: { cal: LessonCalendar; days: string[]; caption: string }) {
  if (cal.slots.length === 0) return <p className="board-state">{t.noSlots}</p>;
  return (
    <div className="lesson-table-wrap">
      <table className={days.length > 1 ? 'lesson-week lesson-week--days' : 'lesson-week'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.form.slot}</th>
            {days.map((d) => (
              <th key={d} scope="col">
                {d.slice(5)} ({t.weekdays[new Date(`${d}T00:00:00Z`).getUTCDay()]})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cal.slots
            .filter((s) => s.useYn === 'Y')
            .map((s) => (
              <tr key={s.slotKey}>
                <th scope="row">
                  {t.period(s.periodNo)}{' '}
                  <span className="lesson-week__room" lang="ko">
                    {s.roomName}
                  </span>
                  <span className="lesson-week__time">
                    {s.startTime}~{s.endTime}
                  </span>
                </th>
                {days.map((d) => (
                  <td key={d}>
                    <SlotCell cal={cal} slotKey={s.slotKey} day={d} />
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthView({
  cal,
  anchor,
  picked,
  onPick,
}: {
  cal: LessonCalendar;
  anchor: string;
  picked: string | null;
  onPick: (d: string) => void;
}) {
  return (
    <>
      <table className="lesson-month">
        <caption className="visually-hidden">
          {t.monthTitle(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)))}
        </caption>
        <thead>
          <tr>
            {t.weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(anchor).map((week) => (
            <tr key={week[0]!.day}>
              {week.map(({ day: d, inMonth }) => {
                if (!inMonth) return <td key={d} className="lesson-month__blank" />;
                const counts = dayCounts(cal, d);
                return (
                  <td key={d} className={d === cal.today ? 'lesson-month__today' : undefined}>
                    <button
                      type="button"
                      className="lesson-month__day"
                      aria-pressed={picked === d}
                      onClick={() => onPick(d)}
                    >
                      <span className="visually-hidden">{d} </span>
                      <span className="lesson-month__num" aria-hidden="true">
                        {Number(d.slice(8))}
                      </span>
                      {counts.closed ? (
                        <span className="lesson-month__closed">{t.closed}</span>
                      ) : (
                        <>
                          {counts.free > 0 ? (
                            <span className="lesson-month__free">{t.freeCount(counts.free)}</span>
                          ) : null}
                          {counts.taken > 0 ? (
                            <span className="lesson-month__taken">{t.takenCount(counts.taken)}</span>
                          ) : null}
                        </>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {picked ? <SlotTable cal={cal} days={[picked]} caption={picked} /> : null}
    </>
  );
}

/** applyClassCalendar: the school library's slots by month or week, free and taken. */
export function LessonCalendarPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [view, setView] = useState<'month' | 'week'>('week');
  const [anchor, setAnchor] = useState(() => koreaToday());
  const [picked, setPicked] = useState<string | null>(null);
  const range = view === 'month' ? monthRange(anchor) : weekRange(anchor);
  const cal = useLessonCalendar(range.from, range.to, Boolean(session));
  const unit = view === 'month' ? t.month : t.week;
  const move = (n: number) => {
    setPicked(null);
    if (view === 'week') setAnchor(addDays(anchor, 7 * n));
    else {
      const first = monthRange(anchor).from;
      setAnchor(n > 0 ? addDays(monthRange(anchor).to, 1) : monthRange(addDays(first, -1)).from);
    }
  };
  const title =
    view === 'month'
      ? t.monthTitle(Number(anchor.slice(0, 4)), Number(anchor.slice(5, 7)))
      : t.weekTitle(range.from, range.to);
  return (
    <CommunityPage
      title={ROUTE_TITLES.applyClassCalendar}
      lead={t.calendarLead}
      actions={
        session ? (
          <ButtonLink variant="secondary" to={hrefFor('applyClassList', { basePath })}>
            {t.toList}
          </ButtonLink>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          <div className="lesson-toolbar">
            <fieldset className="lesson-view">
              <legend className="visually-hidden">{t.viewLabel}</legend>
              {(['month', 'week'] as const).map((v) => (
                <Button
                  key={v}
                  variant={view === v ? 'primary' : 'secondary'}
                  aria-pressed={view === v}
                  onClick={() => {
                    setView(v);
                    setPicked(null);
                  }}
                >
                  {v === 'month' ? t.month : t.week}
                </Button>
              ))}
            </fieldset>
            <div className="lesson-nav">
              <Button variant="secondary" onClick={() => move(-1)}>
                {t.prev(unit)}
              </Button>
              <h2 className="lesson-nav__title" aria-live="polite">
                {title}
              </h2>
              <Button variant="secondary" onClick={() => move(1)}>
                {t.next(unit)}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setAnchor(koreaToday());
                  setPicked(null);
                }}
              >
                {t.today}
              </Button>
            </div>
          </div>
          <ul className="lesson-legend" aria-label={t.legend}>
            <li>
              <span className="lesson-slot lesson-slot--free">{t.free}</span>
            </li>
            <li>
              <span className="lesson-slot lesson-slot--mine">{t.mine}</span>
            </li>
            <li>
              <span className="lesson-slot lesson-slot--taken">{t.taken}</span>
            </li>
            <li>
              <span className="lesson-slot lesson-slot--closed">{t.closed}</span>
            </li>
          </ul>
          <QueryState query={cal}>
            {(data) => (
              <>
                {view === 'week' ? (
                  <SlotTable
                    cal={data}
                    days={daysBetween(range.from, range.to).filter((d) => {
                      const w = new Date(`${d}T00:00:00Z`).getUTCDay();
                      return w !== 0 && w !== 6;
                    })}
                    caption={title}
                  />
                ) : (
                  <MonthView cal={data} anchor={anchor} picked={picked} onPick={setPicked} />
                )}
                {data.managerYn === 'Y' ? <LessonManagePanel cal={data} /> : null}
              </>
            )}
          </QueryState>
        </>
      )}
    </CommunityPage>
  );
}
