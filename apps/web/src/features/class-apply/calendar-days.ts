import type {
  LessonBooking,
  LessonCalendar,
  LessonSlot,
} from '@reading/contract/teachersupport/lesson-apply';
import { addDays } from '../../lib/dates.ts';

/** Day arithmetic on 'yyyy-mm-dd' (calendar days, no time zone). */
const toTime = (d: string) => Date.parse(`${d}T00:00:00Z`);

export { addDays };
/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (d: string) => new Date(toTime(d)).getUTCDay();

/** The first and last day of the month of `d`. */
export function monthRange(d: string): { from: string; to: string } {
  const [y, m] = d.split('-').map(Number) as [number, number];
  const from = `${y}-${String(m).padStart(2, '0')}-01`;
  return { from, to: addDays(from, new Date(Date.UTC(y, m, 0)).getUTCDate() - 1) };
}

/** Sunday to Saturday of the week of `d`. */
export function weekRange(d: string): { from: string; to: string } {
  const from = addDays(d, -weekdayOf(d));
  return { from, to: addDays(from, 6) };
}

/** The weeks (Sunday first) a month grid shows: each a row of seven days, marked when in the month. */
export function monthGrid(d: string): { day: string; inMonth: boolean }[][] {
  const { from, to } = monthRange(d);
  const weeks: { day: string; inMonth: boolean }[][] = [];
  let day = addDays(from, -weekdayOf(from));
  while (day <= to) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => addDays(day, i)).map((x) => ({
        day: x,
        inMonth: x >= from && x <= to,
      })),
    );
    day = addDays(day, 7);
  }
  return weeks;
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

export type SlotState =
  | { kind: 'free' }
  | { kind: 'taken' | 'mine'; klass: LessonBooking['klass']; applyKey: number | null }
  | { kind: 'closed'; reason: string }
  | { kind: 'past' }
  | { kind: 'none' };

/** What a slot is on a day: not run (weekday, switched off), closed, past, taken, mine or free. */
export function slotState(cal: LessonCalendar, slot: LessonSlot, day: string): SlotState {
  const iso = ((weekdayOf(day) + 6) % 7) + 1;
  if (slot.useYn !== 'Y' || !slot.weekdays.includes(iso)) return { kind: 'none' };
  const closed = cal.closedDays.find((c) => c.closedDate === day);
  if (closed) return { kind: 'closed', reason: closed.reason };
  const booking = cal.bookings.find((b) => b.slotKey === slot.slotKey && b.lessonDate === day);
  if (booking)
    return {
      kind: booking.mineYn === 'Y' ? 'mine' : 'taken',
      klass: booking.klass,
      applyKey: booking.applyKey,
    };
  if (day < cal.today) return { kind: 'past' };
  return { kind: 'free' };
}

/** A day's free and taken slot counts (the month view's cells). */
export function dayCounts(cal: LessonCalendar, day: string) {
  let free = 0;
  let taken = 0;
  for (const slot of cal.slots) {
    const s = slotState(cal, slot, day);
    if (s.kind === 'free') free++;
    else if (s.kind === 'taken' || s.kind === 'mine') taken++;
  }
  return { free, taken, closed: cal.closedDays.find((c) => c.closedDate === day) ?? null };
}
