import type { LessonApplication } from '@reading/contract/teachersupport/lesson-apply';
import { LESSON_STATUS as S } from '@reading/contract/teachersupport/lesson-apply';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { bannedWordsMessage } from '../../../lib/banned-words.ts';
import { koreaDate } from '../../../lib/dates.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { classApplyMessages as t } from '../../../messages/class-apply.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import {
  acceptLesson,
  approveLesson,
  cancelLesson,
  lessonKeys,
  proposeLesson,
  refuseLesson,
  useLessonCalendar,
  useLessonDetail,
} from '../api/lessons.ts';
import { slotState } from '../calendar-days.ts';
import {
  LessonStatus,
  LoginFirst,
  lessonWhen,
  QueryState,
  SlotOptions,
  slotRoomHint,
} from './lesson-shared.tsx';

const d = t.detail;

/** Runs one decision: confirm (when asked), send, tell the answer, reload the lessons. */
function useDecision() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(send: () => Promise<{ message: string }>, confirm?: string, texts: string[] = []) {
    if (busy || (confirm && !(await confirmDialog(confirm)))) return;
    const banned = texts.length ? await bannedWordsMessage(...texts) : null;
    if (banned) return alertDialog(banned);
    setBusy(true);
    try {
      const res = await send();
      await alertDialog(res.message);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey: lessonKeys.all });
      setBusy(false);
    }
  }
  return { busy, run };
}

function ProposeForm({
  lesson,
  run,
  busy,
}: {
  lesson: LessonApplication;
  run: ReturnType<typeof useDecision>['run'];
  busy: boolean;
}) {
  const [day, setDay] = useState(lesson.lessonDate);
  const [slotKey, setSlotKey] = useState('');
  const [message, setMessage] = useState('');
  const cal = useLessonCalendar(day, day, /^\d{4}-\d{2}-\d{2}$/.test(day));
  const free = cal.data ? cal.data.slots.filter((s) => slotState(cal.data, s, day).kind === 'free') : [];
  return (
    <form
      className="lesson-decide"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => proposeLesson(lesson.applyKey, Number(slotKey), day, message), undefined, [message]);
      }}
    >
      <Field label={d.proposeDate} required>
        {(control) => (
          <input
            {...control}
            type="date"
            value={day}
            onChange={(e) => {
              setDay(e.target.value);
              setSlotKey('');
            }}
          />
        )}
      </Field>
      <Field label={d.proposeSlot} required hint={slotRoomHint(free, slotKey)}>
        {(control) => (
          <select {...control} value={slotKey} onChange={(e) => setSlotKey(e.target.value)}>
            <option value="">{free.length ? t.form.chooseSlot : t.form.noFreeSlot}</option>
            <SlotOptions slots={free ?? []} />
          </select>
        )}
      </Field>
      <Field label={d.proposeMessage}>
        {(control) => (
          <input {...control} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={busy || !slotKey}>
        {d.proposeSubmit}
      </Button>
    </form>
  );
}

function RefuseForm({
  lesson,
  run,
  busy,
}: {
  lesson: LessonApplication;
  run: ReturnType<typeof useDecision>['run'];
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="lesson-decide"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => refuseLesson(lesson.applyKey, reason), undefined, [reason]);
      }}
    >
      <Field label={d.reasonLabel} required>
        {(control) => (
          <input {...control} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
      <Button type="submit" variant="secondary" disabled={busy || !reason.trim()}>
        {d.refuseSubmit}
      </Button>
    </form>
  );
}

function LessonView({ lesson, manager }: { lesson: LessonApplication; manager: boolean }) {
  const { basePath } = useSite();
  const { busy, run } = useDecision();
  const mine = lesson.mineYn === 'Y';
  const status = lesson.statusCode;
  const messageLabel =
    status === S.refused ? d.refuseReason : status === S.proposed ? d.proposal : d.managerMessage;
  return (
    <article className="lesson-detail">
      <header className="lesson-detail__head">
        <LessonStatus lesson={lesson} />
        <h2 className="lesson-detail__title">
          {lessonWhen(lesson)} · <span lang="ko">{lesson.roomName}</span>
        </h2>
      </header>
      <dl className="lesson-facts">
        <dt>{t.columns.klass}</dt>
        <dd>
          {t.klass(lesson.grade, lesson.classNo)} · {d.students(lesson.studentCount)}
        </dd>
        <dt>{t.columns.subject}</dt>
        <dd lang="ko">{lesson.subject}</dd>
        <dt>{t.columns.teacher}</dt>
        <dd lang="ko">{lesson.teacherName}</dd>
        <dt>{d.purpose}</dt>
        <dd className="lesson-facts__text" lang="ko">
          {lesson.purpose}
        </dd>
        <dt>{d.books}</dt>
        <dd className="lesson-facts__text" lang={lesson.books ? 'ko' : undefined}>
          {lesson.books || '-'}
        </dd>
        <dt>{d.regDate}</dt>
        <dd>{koreaDate(lesson.regDate)}</dd>
        {lesson.managerMessage ? (
          <>
            <dt>{messageLabel}</dt>
            <dd className="lesson-facts__text" lang="ko">
              {lesson.managerMessage}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="lesson-detail__actions">
        {mine && status === S.applied ? (
          <ButtonLink
            variant="secondary"
            to={hrefFor('ModifyClass', { basePath, search: { applyKey: String(lesson.applyKey) } })}
          >
            {d.modify}
          </ButtonLink>
        ) : null}
        {mine && status === S.proposed ? (
          <Button
            disabled={busy}
            onClick={() => void run(() => acceptLesson(lesson.applyKey), d.confirmAccept)}
          >
            {d.accept}
          </Button>
        ) : null}
        {mine && (status === S.applied || status === S.proposed || status === S.approved) ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => cancelLesson(lesson.applyKey), d.confirmCancel)}
          >
            {d.cancel}
          </Button>
        ) : null}
        {manager && status === S.applied ? (
          <Button
            disabled={busy}
            onClick={() => void run(() => approveLesson(lesson.applyKey), d.confirmApprove)}
          >
            {d.approve}
          </Button>
        ) : null}
        <ButtonLink variant="secondary" to={hrefFor('applyClassList', { basePath })}>
          {t.toList}
        </ButtonLink>
      </div>
      {manager && status === S.applied ? (
        <section className="lesson-detail__decide" aria-label={d.propose}>
          <h3>{d.propose}</h3>
          <ProposeForm lesson={lesson} run={run} busy={busy} />
        </section>
      ) : null}
      {manager && (status === S.applied || status === S.proposed) ? (
        <section className="lesson-detail__decide" aria-label={d.refuse}>
          <h3>{d.refuse}</h3>
          <RefuseForm lesson={lesson} run={run} busy={busy} />
        </section>
      ) : null}
    </article>
  );
}

/** applyClassDetail?applyKey=: one application, with what its teacher or the school's manager may do. */
export function LessonDetailPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const applyKey = keyParam(search, 'applyKey');
  const detail = useLessonDetail(session ? applyKey : null);
  return (
    <CommunityPage title={ROUTE_TITLES.applyClassDetail} width="narrow">
      {!session ? (
        <LoginFirst />
      ) : applyKey === null ? (
        <p className="board-state">{d.notFound}</p>
      ) : (
        <QueryState query={detail}>
          {(lesson) => <LessonView lesson={lesson} manager={session.memberTypeCode === '03'} />}
        </QueryState>
      )}
    </CommunityPage>
  );
}
