import {
  type LessonApplication,
  type LessonSlot,
  lessonStatusName,
} from '@reading/contract/teachersupport/lesson-apply';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { LoginFirst as SharedLoginFirst } from '../../../components/ui/login-first.tsx';
import { localeTag } from '../../../lib/locale.ts';
import { classApplyMessages as t } from '../../../messages/class-apply.ts';
import '../class-apply.css';

/** The teacher-support pages' login state: the shared one with this area's reason. */
export function LoginFirst() {
  return <SharedLoginFirst title={t.loginNeeded} login={t.login} />;
}

/** Loading and error states of a query, or its content. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };
  children: (data: T) => React.ReactNode;
}) {
  if (query.error) return <BoardError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || query.data === undefined) return <BoardLoading />;
  return <>{children(query.data)}</>;
}

/** An application's state, named by the contract's table for its code (in the reader's language). */
export function LessonStatus({ lesson }: { lesson: Pick<LessonApplication, 'statusCode'> }) {
  return (
    <span className={`lesson-badge lesson-badge--s${lesson.statusCode}`}>
      {lessonStatusName(lesson.statusCode)}
    </span>
  );
}

/**
 * The slots of a select, grouped by room: a room's name is what its manager typed (data, in a lang="ko"
 * group label), and an option cannot hold a part in another language, so the options name the period.
 */
export function SlotOptions({ slots }: { slots: readonly LessonSlot[] }) {
  const rooms = [...new Set(slots.map((s) => s.roomName))];
  return rooms.map((room) => (
    <optgroup key={room} label={room} lang="ko">
      {slots
        .filter((s) => s.roomName === room)
        .map((s) => (
          <option key={s.slotKey} value={s.slotKey} lang={localeTag()}>
            {t.form.slotOption(s.periodNo, s.startTime, s.endTime, s.capacity)}
          </option>
        ))}
    </optgroup>
  ));
}

/** Under the slot select: the chosen slot's room, which the closed select does not show (its group). */
export function slotRoomHint(slots: readonly LessonSlot[] | null, slotKey: unknown): React.ReactNode {
  const slot = slots?.find((s) => String(s.slotKey) === String(slotKey));
  return slot ? (
    <>
      {t.columns.room}: <span lang="ko">{slot.roomName}</span>
    </>
  ) : undefined;
}

export const lessonWhen = (l: Pick<LessonApplication, 'lessonDate' | 'periodNo' | 'startTime' | 'endTime'>) =>
  `${l.lessonDate} ${t.period(l.periodNo)} (${l.startTime}~${l.endTime})`;
