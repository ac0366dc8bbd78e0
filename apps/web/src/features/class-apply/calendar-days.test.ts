import type { LessonCalendar } from '@reading/contract/teachersupport/lesson-apply';
import { describe, expect, it } from 'vitest';
import { dayCounts, monthGrid, monthRange, slotState, weekRange } from './calendar-days.ts';

const slot = (slotKey: number, weekdays = [1, 2, 3, 4, 5]) => ({
  slotKey,
  roomName: '도서관 열람실',
  periodNo: slotKey,
  startTime: '09:00',
  endTime: '09:40',
  capacity: 30,
  weekdays,
  useYn: 'Y' as const,
});
const cal: LessonCalendar = {
  from: '2026-12-01',
  to: '2026-12-31',
  today: '2026-12-02',
  managerYn: 'N',
  slots: [slot(1), slot(2, [1, 3, 5])],
  closedDays: [{ closedDate: '2026-12-25', reason: '성탄절' }],
  bookings: [
    {
      slotKey: 1,
      lessonDate: '2026-12-03',
      statusCode: '03',
      applyKey: null,
      label: '예약됨',
      klass: null,
      mineYn: 'N',
    },
    {
      slotKey: 2,
      lessonDate: '2026-12-04',
      statusCode: '01',
      applyKey: 7,
      label: '3학년 1반 국어 (김교사)',
      klass: { grade: 3, classNo: 1, subject: '국어', teacherName: '김교사' },
      mineYn: 'Y',
    },
  ],
};

describe('calendar days', () => {
  it('month and week ranges, Sunday first', () => {
    expect(monthRange('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(weekRange('2026-12-02')).toEqual({ from: '2026-11-29', to: '2026-12-05' });
    const grid = monthGrid('2026-12-10');
    const inMonth = (week: { day: string; inMonth: boolean }[]) =>
      week.map((c) => (c.inMonth ? c.day : null));
    expect(inMonth(grid[0]!)).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(inMonth(grid.at(-1)!).filter(Boolean).at(-1)).toBe('2026-12-31');
  });

  it('tells free, taken, mine, closed, past and not-run slots apart', () => {
    expect(slotState(cal, cal.slots[0]!, '2026-12-03').kind).toBe('taken');
    expect(slotState(cal, cal.slots[1]!, '2026-12-04')).toMatchObject({ kind: 'mine', applyKey: 7 });
    expect(slotState(cal, cal.slots[0]!, '2026-12-25').kind).toBe('closed');
    expect(slotState(cal, cal.slots[0]!, '2026-12-01').kind).toBe('past');
    expect(slotState(cal, cal.slots[1]!, '2026-12-08').kind).toBe('none'); // a Tuesday
    expect(slotState(cal, cal.slots[0]!, '2026-12-06').kind).toBe('none'); // a Sunday
    expect(dayCounts(cal, '2026-12-04')).toMatchObject({ free: 1, taken: 1, closed: null });
  });
});
