import { useMember } from '../../../lib/member.ts';
import { todoMessages as t } from '../../../messages/todo.ts';
import { useTodo } from '../api/todo.ts';
import './todo-count.css';

/**
 * How many things wait on a page, beside its menu entry (decision 286): the sum of the to-do kinds whose
 * list is that page. Nothing for a pupil or a page with nothing waiting.
 */
export function TodoCount({ routeName }: { routeName: string }) {
  const member = useMember();
  const todo = useTodo(Boolean(member?.isStaff));
  if (!member?.isStaff || !todo.data) return null;
  const n = todo.data.sections
    .filter((s) => s.more.linkRoute === routeName)
    .reduce((sum, s) => sum + s.totalCount, 0);
  if (n === 0) return null;
  return (
    <span className="menu-todo-count" data-testid="menu-todo-count">
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{t.waiting(n)}</span>
    </span>
  );
}
