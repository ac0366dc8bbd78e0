import {
  closedDaySaveRequestSchema,
  type LessonCalendar,
  type LessonSlot,
  lessonSlotSaveRequestSchema,
} from '@reading/contract/teachersupport/lesson-apply';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { classApplyMessages } from '../../../messages/class-apply.ts';
import { addClosedDay, lessonKeys, removeClosedDay, saveLessonSlot } from '../api/lessons.ts';

const t = classApplyMessages.manage;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayName = (iso: number) => classApplyMessages.weekdays[iso % 7]!;

/** Sends one change, tells its answer, reloads the calendar. */
function useManageAction() {
  const queryClient = useQueryClient();
  return async (send: () => Promise<{ message: string }>, texts: string[] = []) => {
    const banned = texts.length ? await bannedWordsMessage(...texts) : null;
    if (banned) return alertDialog(banned);
    try {
      await alertDialog((await send()).message);
      return true;
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
    }
  };
}

function ClosedDays({ cal }: { cal: LessonCalendar }) {
  const act = useManageAction();
  const form = useSchemaForm(closedDaySaveRequestSchema, { defaultValues: { closedDate: '', reason: '' } });
  const e = form.formState.errors;
  return (
    <section className="lesson-manage__part" aria-labelledby="lesson-closed-title">
      <h3 id="lesson-closed-title">{t.closedTitle}</h3>
      <form
        className="lesson-manage__form"
        noValidate
        onSubmit={(ev) =>
          void form.handleSubmit(async (v) => {
            if (await act(() => addClosedDay(v.closedDate, v.reason), [v.reason])) form.reset();
          })(ev)
        }
      >
        <Field label={t.closedDate} required error={fieldError(e.closedDate)}>
          {(control) => <input {...control} type="date" {...form.register('closedDate')} />}
        </Field>
        <Field label={t.closedReason} required error={fieldError(e.reason)}>
          {(control) => <input {...control} maxLength={100} {...form.register('reason')} />}
        </Field>
        <Button type="submit" variant="secondary">
          {t.addClosed}
        </Button>
      </form>
      {cal.closedDays.length === 0 ? (
        <p className="board-state">{t.noClosed}</p>
      ) : (
        <ul className="lesson-manage__list">
          {cal.closedDays.map((c) => (
            <li key={c.closedDate}>
              <span>
                {c.closedDate} · <span lang="ko">{c.reason}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={t.removeClosed(c.closedDate)}
                onClick={() => void act(() => removeClosedDay(c.closedDate))}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SlotForm() {
  const act = useManageAction();
  const form = useSchemaForm(lessonSlotSaveRequestSchema, {
    defaultValues: {
      roomName: '',
      periodNo: 1,
      startTime: '09:00',
      endTime: '09:40',
      capacity: 30,
      weekdays: [1, 2, 3, 4, 5],
      useYn: 'Y',
    },
  });
  const e = form.formState.errors;
  const days = (form.watch('weekdays') ?? []) as number[];
  return (
    <form
      className="lesson-manage__form lesson-manage__form--slot"
      noValidate
      onSubmit={(ev) =>
        void form.handleSubmit(async (v) => {
          if (await act(() => saveLessonSlot(v), [v.roomName])) form.reset();
        })(ev)
      }
    >
      <Field label={t.room} required error={fieldError(e.roomName)}>
        {(control) => <input {...control} maxLength={40} {...form.register('roomName')} />}
      </Field>
      <Field label={t.periodNo} required error={fieldError(e.periodNo)}>
        {(control) => <input {...control} type="number" min={1} max={10} {...form.register('periodNo')} />}
      </Field>
      <Field label={t.startTime} required error={fieldError(e.startTime)}>
        {(control) => <input {...control} type="time" {...form.register('startTime')} />}
      </Field>
      <Field label={t.endTime} required error={fieldError(e.endTime)}>
        {(control) => <input {...control} type="time" {...form.register('endTime')} />}
      </Field>
      <Field label={t.capacity} required error={fieldError(e.capacity)}>
        {(control) => <input {...control} type="number" min={1} max={200} {...form.register('capacity')} />}
      </Field>
      <fieldset className="lesson-manage__days">
        <legend>{t.weekdays}</legend>
        {WEEKDAYS.map((d) => (
          <label key={d}>
            <input
              type="checkbox"
              checked={days.includes(d)}
              onChange={(ev) =>
                form.setValue(
                  'weekdays',
                  ev.target.checked ? [...days, d].sort() : days.filter((x) => x !== d),
                  { shouldValidate: true },
                )
              }
            />
            {weekdayName(d)}
          </label>
        ))}
        {e.weekdays ? <p className="field__error">{fieldError(e.weekdays)}</p> : null}
      </fieldset>
      <Button type="submit" variant="secondary">
        {t.addSlot}
      </Button>
    </form>
  );
}

function SlotRow({ slot }: { slot: LessonSlot }) {
  const act = useManageAction();
  const on = slot.useYn === 'Y';
  return (
    <li>
      <span>
        {classApplyMessages.period(slot.periodNo)} {slot.startTime}~{slot.endTime} ·{' '}
        <span lang="ko">{slot.roomName}</span> · {t.capacityOf(slot.capacity)} ·{' '}
        {t.weekdayList(slot.weekdays.map(weekdayName))} · {on ? t.useOn : t.useOff}
      </span>
      <HiddenLabel id={`slot-toggle-${slot.slotKey}`}>
        {markData((room: string) => t.toggle(slot.periodNo, room, on), slot.roomName)}
      </HiddenLabel>
      <Button
        variant="secondary"
        aria-labelledby={`slot-toggle-${slot.slotKey}`}
        onClick={() => void act(() => saveLessonSlot({ ...slot, useYn: on ? 'N' : 'Y' }))}
      >
        {on ? t.pause : t.resume}
      </Button>
    </li>
  );
}

/** The school manager's part of applyClassCalendar: closed days and the bookable slots (decision 150). */
export function LessonManagePanel({ cal }: { cal: LessonCalendar }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="lesson-manage" aria-labelledby="lesson-manage-title">
      <h2 id="lesson-manage-title" className="lesson-manage__title">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t.title}
        </button>
      </h2>
      {open ? (
        <div className="lesson-manage__body">
          <ClosedDays cal={cal} />
          <section className="lesson-manage__part" aria-labelledby="lesson-slot-title">
            <h3 id="lesson-slot-title">{t.slotTitle}</h3>
            <ul className="lesson-manage__list">
              {cal.slots.map((s) => (
                <SlotRow key={s.slotKey} slot={s} />
              ))}
            </ul>
            <SlotForm />
          </section>
        </div>
      ) : null}
    </section>
  );
}
