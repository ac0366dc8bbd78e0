import { type LessonApplication, lessonStatusName } from '@reading/contract/teachersupport/lesson-apply';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { LoginFirst as SharedLoginFirst } from '../../../components/ui/login-first.tsx';
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

export const lessonWhen = (l: Pick<LessonApplication, 'lessonDate' | 'periodNo' | 'startTime' | 'endTime'>) =>
  `${l.lessonDate} ${t.period(l.periodNo)} (${l.startTime}~${l.endTime})`;
